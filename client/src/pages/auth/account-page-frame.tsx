// The narrow card the sign-in pages share: a heading, a line under it, the form, a way back.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { paths } from "@/lib/paths";

export function AccountPageFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-20">
      <div className="w-full max-w-md">
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">{children}</CardContent>
        </Card>
        <p className="mt-6 text-center">
          <Link href={paths.login} className="link inline-flex items-center gap-1 text-sm">
            <ArrowLeftIcon className="h-4 w-4" /> Back to sign in
          </Link>
        </p>
      </div>
    </section>
  );
}
