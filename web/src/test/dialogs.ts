/** Finding antd's dialogs and their buttons in jsdom. */
import { screen, waitFor, within } from '@testing-library/react';

/** The dialog saying `text` (antd's open animation keeps dialogs out of the accessibility tree in jsdom). */
export function dialogWith(text: string) {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog', { hidden: true }).filter((d) => d.textContent?.includes(text));
    if (!found.length) throw new Error(`no dialog saying ${text}`);
    return found[found.length - 1];
  });
}

/** The button named `name` in `scope`, found even while a dialog's animation hides it. */
export const button = (scope: HTMLElement, name: RegExp | string) => within(scope).getByRole('button', { hidden: true, name });
