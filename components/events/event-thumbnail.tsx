import { StaticImage } from "@/components/static-image";

/** The event's poster beside its title on organiser pages; decorative, since the title is right there. */
export function EventThumbnail({ imageUrl }: { imageUrl: string }) {
  return (
    <StaticImage
      src={imageUrl}
      alt=""
      width={256}
      height={134}
      sizes="(min-width: 768px) 256px, 100vw"
      className="aspect-[40/21] w-full rounded-xl bg-zinc-200 object-cover"
    />
  );
}
