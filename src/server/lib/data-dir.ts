import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { SettingsError } from '../config.ts';

/**
 * Creates DATA_DIR when missing and checks the shop may write in it (the embedded database,
 * uploads and generated secrets live there). A folder it cannot use is a setting to fix, so the
 * start is refused with one line naming DATA_DIR (exit 78), not a crash with a stack trace.
 */
export async function prepareDataDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'an error';
    throw new SettingsError('Cannot start', [
      {
        setting: 'DATA_DIR',
        message: `DATA_DIR ${dir} cannot be used as the shop's data folder (${code}): point it to a folder the shop's user may create and write`,
      },
    ]);
  }
}
