import zlib from "node:zlib";
import sharp from "sharp";

/** Text only a photo's metadata holds: found in a stored file, it means the metadata was kept. */
export const SECRET_IN_METADATA = "Maya at 12 Elm Street";

/** A JPEG photo whose EXIF holds a GPS position (IFD3) and a comment naming a child's home. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: SECRET_IN_METADATA },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2645/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3949/100",
      },
    })
    .toBuffer();
}

/** Whether an image's EXIF has a GPS block (the GPS IFD pointer, tag 0x8825). */
export async function hasGps(bytes: Buffer): Promise<boolean> {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return false;
  const tag = exif.includes(Buffer.from("II*\0")) ? [0x25, 0x88] : [0x88, 0x25];
  return exif.includes(Buffer.from(tag));
}

/** A PNG with a tEXt chunk (what some phones and editors write: comments, places, software). */
export async function pngWithText(): Promise<Buffer> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#22aa55" } })
    .png()
    .toBuffer();
  const data = Buffer.from(`Comment\0${SECRET_IN_METADATA}`, "latin1");
  const type = Buffer.from("tEXt", "latin1");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])));
  const iend = png.length - 12; // the last chunk, IEND, is 12 bytes
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}
