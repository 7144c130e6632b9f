// A picked logo file, made ready for upload: a PNG, JPEG or WebP already under the size limit goes
// as it is; anything larger (or another type the browser can draw) is scaled to LOGO_MAX_PIXELS and
// re-encoded as WebP, a little smaller each try until it fits. The server checks the bytes again.
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, LOGO_MAX_PIXELS } from "@booking/contracts/business";

export type PreparedLogo = { ok: true; base64: string } | { ok: false; error: "LOGO_TYPE_NOT_SUPPORTED" | "LOGO_TOO_LARGE" };

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function reencode(file: Blob): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const scale = Math.min(1, LOGO_MAX_PIXELS / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.92, 0.8, 0.6]) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", quality));
    if (blob && blob.size <= LOGO_MAX_BYTES) return blob;
  }
  return null;
}

export async function prepareLogo(file: Blob): Promise<PreparedLogo> {
  const direct = (LOGO_CONTENT_TYPES as readonly string[]).includes(file.type) && file.size <= LOGO_MAX_BYTES;
  const blob = direct ? file : await reencode(file);
  if (!blob) return { ok: false, error: file.size > LOGO_MAX_BYTES ? "LOGO_TOO_LARGE" : "LOGO_TYPE_NOT_SUPPORTED" };
  return { ok: true, base64: toBase64(new Uint8Array(await blob.arrayBuffer())) };
}
