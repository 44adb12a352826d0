import { useCallback, type CSSProperties } from 'react';

/**
 * An <img> of a Blob: a photo fetched with the token (which a plain `src` URL could not send) or a
 * file about to be uploaded. The object URL lives exactly as long as the element shows this Blob:
 * made when the element attaches, revoked when it detaches or the Blob is replaced (React 19 runs
 * a ref callback's cleanup then), so no URL and no image data outlive the picture.
 */
export function BlobImage({ blob, alt, style }: { blob: Blob; alt: string; style?: CSSProperties }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} style={style} />;
}
