import type { CDPSession } from '@playwright/test';

/** Lighthouse's slow 4G as DevTools applies it: 150 ms RTT x 3.75, 1.6 Mbps down, 750 kbps up, x 0.9. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** A mid-range phone as Lighthouse's mobile run has it: slow 4G and a CPU four times slower than this one. */
export async function throttleLikeAPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
