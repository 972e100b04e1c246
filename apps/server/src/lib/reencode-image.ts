import sharp from "sharp";

// A 10 MB file can still claim billions of pixels (a decompression bomb): refuse past 40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;

/** The image formats the server stores, by file extension. */
export type ImageExt = "png" | "jpg" | "gif" | "webp";

/**
 * An uploaded image decoded and written afresh, so that only its pixels are kept: turned upright by
 * its EXIF orientation, optionally shrunk to fit `maxSide`, and written without any metadata (no
 * EXIF, so no GPS position of a child's photo, no XMP, no ICC profile, no PNG text chunks) and
 * without whatever bytes were appended to the image (polyglot files). JPEG stays JPEG, WebP stays
 * WebP, PNG and GIF become PNG. Throws sharp's error for a file it cannot decode.
 */
export async function reencodeImage(bytes: Buffer, ext: ImageExt, maxSide?: number): Promise<Buffer> {
  // A checksum slip that every browser shows anyway is no reason to refuse a picture; a cut-short
  // or undecodable file is.
  let image = sharp(bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    animated: false,
    failOn: "truncated",
  }).rotate();
  if (maxSide) image = image.resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true });
  if (ext === "jpg") return image.jpeg({ quality: 85 }).toBuffer();
  if (ext === "webp") return image.webp({ quality: 85 }).toBuffer();
  return image.png().toBuffer();
}
