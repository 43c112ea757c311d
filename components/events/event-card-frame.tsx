import { StaticImage } from "@/components/static-image";
import type { ReactNode } from "react";

/** `sizes` for the poster in the usual card grids (four or three cards across on wide screens). */
export const CARD_POSTER_SIZES = {
  fourAcross: "(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw",
  threeAcross: "(min-width: 1280px) 360px, (min-width: 640px) 50vw, 100vw",
} as const;

const FRAME = "flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm";
/** A card whose title link stretches over it is lifted on hover and focus. */
const WHOLE_CARD_LINK = "group relative transition-shadow focus-within:shadow-md hover:shadow-md";

type EventCardFrameProps = {
  imageUrl: string;
  title: string;
  sizes: string;
  /** True when the title link covers the whole card (`after:absolute after:inset-0`). */
  wholeCardLink?: boolean;
  /** The largest paint of the page: loaded at once, with high priority. */
  preload?: boolean;
  children: ReactNode;
};

/** The shell every event card shares: the poster on top, the card's own content below it. */
export function EventCardFrame({ imageUrl, title, sizes, wholeCardLink = false, preload = false, children }: EventCardFrameProps) {
  return (
    <article className={wholeCardLink ? `${WHOLE_CARD_LINK} ${FRAME}` : FRAME}>
      <StaticImage
        src={imageUrl}
        alt={`Poster for ${title}`}
        width={600}
        height={315}
        sizes={sizes}
        preload={preload}
        className="aspect-[40/21] w-full bg-zinc-200 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">{children}</div>
    </article>
  );
}
