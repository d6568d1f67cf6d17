import { spawn } from 'node:child_process';

/**
 * Opens a URL in the desktop's browser, without waiting for it. Resolves to null once the
 * opener started, or to why it could not (no desktop, no `xdg-open`): a server without a
 * browser is still useful, so this never throws.
 */
export function openBrowser(url: string, platform: NodeJS.Platform = process.platform): Promise<string | null> {
  const [command, args] =
    platform === 'darwin' ? ['open', [url]] : platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { detached: true, stdio: 'ignore', windowsHide: true });
    child.once('error', (error) => resolve(`${command}: ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    child.once('spawn', () => {
      child.unref();
      resolve(null);
    });
  });
}
