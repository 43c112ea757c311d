import { StaticImage } from "@/components/static-image";
import Link from "next/link";
import type { ReactNode } from "react";

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Wider card for reading pages such as /brief. */
  wide?: boolean;
};

/** The centred card every standalone account screen sits in, with the logo leading home. */
export function AuthCard({ title, description, children, wide = false }: AuthCardProps) {
  return (
    <div className={`mx-auto w-full ${wide ? "max-w-3xl" : "max-w-md"}`}>
      <Link href="/" className="mx-auto mb-6 flex min-h-11 w-fit items-center">
        <StaticImage src="/images/logo.svg" alt="Scheditix home" width={148} height={36} loading="eager" />
      </Link>
      <section aria-labelledby="auth-card-title" className="rounded-2xl border border-zinc-200 bg-white px-5 py-8 shadow-sm sm:px-8">
        <h1 id="auth-card-title" className="text-center text-2xl font-semibold text-ink">
          {title}
        </h1>
        {description ? <div className="mt-2 text-center text-muted">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
