import { describe, expect, it } from 'vitest';
import { meanMesh, mirrorTwins, unmirrorMesh } from './mirror-consensus';

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
