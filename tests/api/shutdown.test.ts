/**
 * Closing the server (a deploy, SIGTERM) lets requests in flight finish, but a client that stalls
 * cannot hold it open: after the grace period the server drops its connection and close() completes. Before,
 * a CV upload that stopped halfway kept close() waiting until the 120 s request timeout.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../../api/app';
import { startHarness } from './harness';

describe('shutdown', () => {
  it('completes while a client has stopped sending its upload, after the grace period', async () => {
    const h = await startHarness('shutdown');
    const { port } = new URL(h.target.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.on('error', () => undefined);
    // Headers of a 1 MB application, then a first part of its body, then nothing more.
    socket.write(
      'POST /api/v1/applications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n' +
        'Content-Length: 1048576\r\n\r\n--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nJonas\r\n',
    );
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    await h.close(); // before: waited for the request timeout (120 s), far past this test's limit
    expect(Date.now() - started).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 1_000); // the upload had its grace period
    socket.destroy();
  }, 45_000);
});
