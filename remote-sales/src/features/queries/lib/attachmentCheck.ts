/**
 * The quick check of a chosen file before it is sent: its first bytes say whether it is a PDF, a JPEG or
 * a PNG (a file's name or the type the browser guesses from it prove nothing), and its size is within
 * the limit. The server checks the content again; this only spares a wait for a refusal.
 */

export type AttachmentKind = 'pdf' | 'jpeg' | 'png';

/** The signatures of the accepted kinds: the bytes each kind of file starts with. */
const SIGNATURES: readonly { kind: AttachmentKind; bytes: readonly number[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

const HEAD_BYTES = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/** The accepted kind a file's first bytes show, or null for anything else. */
export function kindOfBytes(head: Uint8Array): AttachmentKind | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match ? match.kind : null;
}

/** Reads a file's first bytes (a Blob's `arrayBuffer`, or a FileReader where a browser lacks it). */
async function headOf(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, HEAD_BYTES);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(part);
  });
}

export type AttachmentProblem = 'type' | 'size' | 'empty' | 'unreadable';

/** What is wrong with a chosen file, or null when it may be sent. */
export async function attachmentProblem(file: File, maxBytes: number): Promise<AttachmentProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  try {
    return kindOfBytes(await headOf(file)) ? null : 'type';
  } catch {
    return 'unreadable';
  }
}
