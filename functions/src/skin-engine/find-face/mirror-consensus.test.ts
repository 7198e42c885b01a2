import { describe, expect, it } from 'vitest';
import { meanMesh, mirrorTwins, refitStarts, unmirrorMesh } from './mirror-consensus';

// A tiny "mesh": two points on the midline, a left/right pair and another pair lower down.
const UV: [number, number][] = [
  [0.5, 0.1],
  [0.5, 0.9],
  [0.3, 0.4],
  [0.7, 0.4],
  [0.2, 0.7],
  [0.8, 0.7],
];

describe('mirror consensus of the face mesh', () => {
  it('pairs each point with its mirror twin and keeps midline points on themselves', () => {
    expect(mirrorTwins(UV)).toEqual([0, 1, 3, 2, 5, 4]);
  });

  it('brings a fit on the mirrored photo back onto the photo, twin by twin', () => {
    const twins = mirrorTwins(UV);
    // The mirrored photo (width 100) shows point 2 (left) where the photo shows point 3 reflected.
    const mirrored = [
      [50, 10, 0],
      [50, 90, 0],
      [30, 40, 1],
      [71, 40, 2],
      [20, 70, 3],
      [80, 70, 4],
    ] as const;
    const back = unmirrorMesh(mirrored, twins, 100);
    expect(back[2]).toEqual([29, 40, 2]);
    expect(back[3]).toEqual([70, 40, 1]);
    expect(back[0]).toEqual([50, 10, 0]);
  });

  it('averages fits landmark by landmark', () => {
    expect(
      meanMesh([
        [
          [0, 0, 0],
          [10, 10, 2],
        ],
        [
          [2, 4, 0],
          [10, 12, 4],
        ],
      ]),
    ).toEqual([
      [1, 2, 0],
      [10, 11, 3],
    ]);
  });
});

describe('where the photo and its mirror start their refits', () => {
  const twins = mirrorTwins(UV);
  const WIDTH = 100;
  const mirror = (mesh: readonly (readonly [number, number, number])[]) => unmirrorMesh(mesh, twins, WIDTH);
  /** A face 60 px wide (points 4 and 5 at x 20 and 80), shifted right by `dx`, as fitted on the photo. */
  const fit = (dx: number) => UV.map(([u, v]) => [u * WIDTH + dx, v * WIDTH, 0] as const);
  const face = (dx: number) => ({ mesh: fit(dx), width: 60, name: `photo ${dx}` });
  /** The mirror's detector's fit of the photo's face shifted by `dx`, in the mirror's pixels. */
  const inMirror = (dx: number, name = `mirror ${dx}`) => ({ mesh: mirror(fit(dx)), width: 60, name });

  it('starts each side from its own first fit when the two agree within a tenth of the face', () => {
    const starts = refitStarts(face(0), [inMirror(40, 'neighbour'), inMirror(3)], mirror);
    expect(starts.twin?.name).toBe('mirror 3');
    expect(starts.photo).toEqual(fit(0));
    expect(starts.mirror).toEqual(mirror(fit(3)));
  });

  it('starts both sides from the mean of the two first fits when they are further apart', () => {
    const starts = refitStarts(face(0), [inMirror(10)], mirror);
    expect(starts.twin?.name).toBe('mirror 10');
    expect(starts.photo).toEqual(fit(5));
    expect(starts.mirror).toEqual(mirror(fit(5)));
  });

  it('decides alike for a photo and for its mirror image', () => {
    const photo = refitStarts(face(0), [inMirror(10)], mirror);
    // The mirror image: what the photo's detector saw is now in its mirror, and the other way round.
    const mirrored = refitStarts(
      { ...inMirror(10), width: 60 },
      [{ mesh: mirror(fit(0)), width: 60, name: '' }],
      mirror,
    );
    expect(mirrored.photo).toEqual(photo.mirror);
    expect(mirrored.mirror).toEqual(photo.photo);
  });

  it("starts both sides from the photo's first fit when the mirror shows no face there", () => {
    const starts = refitStarts(face(0), [inMirror(45, 'neighbour')], mirror);
    expect(starts.twin).toBeUndefined();
    expect(starts.photo).toEqual(fit(0));
    expect(starts.mirror).toEqual(mirror(fit(0)));
    expect(refitStarts(face(0), [] as ReturnType<typeof inMirror>[], mirror).mirror).toEqual(mirror(fit(0)));
  });
});
