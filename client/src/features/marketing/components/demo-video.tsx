// The demo video: our own poster first; the provider's player (privacy-enhanced domain) is
// loaded only after the visitor asks for it, so rendering the page makes no third-party request.
import { useState } from "react";
import { imageUrl } from "@/lib/image-url";
import { DEMO_VIDEO } from "../lib/hero-content";
import { PlayIcon } from "./marketing-icons";

export function DemoVideo() {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-navy-900 shadow-xl ring-1 ring-navy-900/10">
      {playing ? (
        <iframe
          className="absolute inset-0 h-full w-full"
          src={`https://www.youtube-nocookie.com/embed/${DEMO_VIDEO.youtubeId}?autoplay=1&rel=0`}
          title={DEMO_VIDEO.title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 h-full w-full focus-visible:ring-offset-0"
        >
          <img
            src={imageUrl("/images/video-poster-640.webp")}
            srcSet={`${imageUrl("/images/video-poster-640.webp")} 640w, ${imageUrl("/images/video-poster-1280.webp")} 1280w`}
            sizes="(min-width: 1024px) 50vw, 100vw"
            width={1280}
            height={720}
            alt=""
            className="h-full w-full object-cover"
          />
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-navy-950/30 text-white transition-colors group-hover:bg-navy-950/45">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white text-primary shadow-lg transition-transform group-hover:scale-105">
              <PlayIcon className="ml-1 h-7 w-7" />
            </span>
            <span className="rounded-full bg-navy-950/70 px-3 py-1 text-sm font-semibold">
              Play the 2-minute demo<span className="sr-only">: {DEMO_VIDEO.title} (loads the video player)</span>
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
