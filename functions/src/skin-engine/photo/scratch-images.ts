/** Where the image filters take their output and scratch images from. */

/**
 * Where a filter takes its output and scratch images from: fresh arrays, or a ScratchImages' reused ones.
 * `overwritten`: the caller writes every element before reading any, so a reused image need not be zeroed.
 */
export type Allocate = (length: number, overwritten?: boolean) => Float32Array;
export const fresh: Allocate = (length) => new Float32Array(length);

/**
 * Float images reused from one analysis to the next: the zone measures take some thirty images of the face's
 * size per photo, and allocating them anew cost about as much garbage collection as one of the filters. Each
 * image handed out is zeroed, so nothing of the previous photo can leak into a result, but where its taker
 * writes every element first (`overwritten`); `reset` takes them all
 * back (only between two synchronous runs: none of them may be kept).
 */
export class ScratchImages {
  private readonly buffers: ArrayBuffer[] = [];
  private used = 0;

  reset(): void {
    this.used = 0;
  }

  readonly take: Allocate = (length, overwritten = false) => {
    const bytes = length * Float32Array.BYTES_PER_ELEMENT;
    let buffer = this.buffers[this.used];
    if (!buffer || buffer.byteLength < bytes) {
      // A quarter more than asked, so a slightly larger next face does not reallocate them all.
      buffer = new ArrayBuffer(Math.ceil((bytes * 1.25) / 64) * 64);
      this.buffers[this.used] = buffer;
    }
    this.used++;
    const image = new Float32Array(buffer, 0, length);
    if (!overwritten) image.fill(0);
    return image;
  };
}
