import { describe, expect, it } from 'vitest';
import { progressOf, stepProgress } from './routine-progress';

describe('stepProgress', () => {
  it('rounds completed over total to a whole percent and writes "X de Y passos"', () => {
    expect(stepProgress(1, 3)).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
      label: '1 de 3 passos',
      done: false,
    });
    expect(stepProgress(2, 3).percent).toBe(67);
    expect(stepProgress(4, 4)).toMatchObject({ percent: 100, label: '4 de 4 passos', done: true });
  });

  it('is 0% for a routine without steps, and not done', () => {
    expect(stepProgress(0, 0)).toEqual({
      completed: 0,
      total: 0,
      percent: 0,
      label: '0 de 0 passos',
      done: false,
    });
  });

  it('congratulates only when every step is done, even if the percent rounds to 100', () => {
    expect(stepProgress(199, 200)).toMatchObject({ percent: 100, done: false });
  });

  it('never counts more completed steps than the routine has', () => {
    expect(stepProgress(5, 4)).toMatchObject({ completed: 4, percent: 100, done: true });
  });

  it('reads the steps as the screen holds them', () => {
    expect(progressOf([{ isCompleted: true }, { isCompleted: false }]).label).toBe('1 de 2 passos');
  });

  it("counts the screen's steps as rounded percent with the X de Y passos label", () => {
    const steps = (done: number, total: number) =>
      Array.from({ length: total }, (_, i) => ({ isCompleted: i < done }));
    expect(progressOf(steps(1, 3))).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
      label: '1 de 3 passos',
      done: false,
    });
    expect(progressOf(steps(4, 4))).toMatchObject({ percent: 100, done: true });
    expect(progressOf(steps(199, 200))).toMatchObject({ percent: 100, done: false });
    expect(progressOf([])).toMatchObject({ percent: 0, label: '0 de 0 passos', done: false });
  });
});
