// A configured third-party scheduling widget, used instead of our own scheduler (PRODUCT.md).
export function SchedulingEmbed({ url }: { url: string }) {
  return (
    <section aria-labelledby="scheduling-embed-title" className="container py-10">
      <h2 id="scheduling-embed-title" className="text-2xl font-bold">
        Pick a time for your free 15-minute call
      </h2>
      <iframe
        src={url}
        title="Book a free 15-minute discovery call"
        loading="lazy"
        className="mt-6 h-[720px] w-full rounded-lg border border-border bg-card"
      />
    </section>
  );
}
