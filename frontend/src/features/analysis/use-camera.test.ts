import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCamera } from './use-camera';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('useCamera', () => {
  it('says the video element is not ready, and releases the camera, when there is nowhere to play it', async () => {
    const stop = vi.fn();
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: vi.fn().mockResolvedValue({ getTracks: () => [{ stop }] }) },
      configurable: true,
    });
    const { result } = renderHook(() => useCamera());
    await act(() => result.current.start());
    expect(result.current.error).toBe(
      'Elemento de vídeo não está disponível. Aguarde um momento e tente novamente.',
    );
    expect(result.current.status).toBe('inactive');
    expect(stop).toHaveBeenCalled();
  });
});
