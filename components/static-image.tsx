import type { ImageProps } from "next/image";
// The module behind next/image's getImageProps. "next/image" itself also exports the Image client
// component, and webpack then ships that component (5 KB gzipped) to every page that renders a
// StaticImage, although it is never used.
import { getImageProps } from "next/dist/shared/lib/image-external-get-image-props";
import { preload as preloadResource } from "react-dom";

/**
 * next/image's optimised, responsive <img> rendered on the server: the same srcset, sizes and
 * loading hints without shipping the Image client component to every public page. `preload`
 * (the LCP image) adds a <link rel="preload"> with the same srcset and high fetch priority.
 */
export function StaticImage({ preload = false, ...props }: Omit<ImageProps, "onLoad" | "onError" | "placeholder" | "priority">) {
  const { props: image } = getImageProps({ ...props, ...(preload ? { loading: "eager", fetchPriority: "high" } : {}) });
  if (preload) {
    preloadResource(image.src, {
      as: "image",
      fetchPriority: "high",
      ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: image.sizes } : {}),
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the props come from getImageProps, alt included
  return <img {...image} />;
}
