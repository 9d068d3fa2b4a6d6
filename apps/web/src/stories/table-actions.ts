import { expect, within } from 'storybook/test';

/**
 * On a phone every row's 'Editar' and 'Excluir' lies within the screen's width and the table does
 * not scroll sideways (DataTable's stacked cards below 480 px).
 */
export async function expectRowActionsOnScreen(table: HTMLElement) {
  const screenWidth = document.documentElement.clientWidth;
  const region = table.closest('section') as HTMLElement;
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  const actions = within(table).getAllByRole('button', { name: /^(Editar|Excluir)$/ });
  await expect(actions.length).toBeGreaterThan(0);
  for (const action of actions) {
    const box = action.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(screenWidth);
  }
}

/**
 * Every table's row actions look alike: icon buttons of one size, named 'Editar' and 'Excluir'
 * (the name is their tooltip too), no visible text.
 */
export async function expectIconRowActions(table: HTMLElement) {
  const actions = within(table).getAllByRole('button', { name: /^(Editar|Excluir)$/ });
  await expect(actions.length).toBeGreaterThan(0);
  const sizes = new Set<string>();
  for (const action of actions) {
    await expect(action).toHaveTextContent(/^$/);
    await expect(action.querySelector('svg')).not.toBeNull();
    const box = action.getBoundingClientRect();
    sizes.add(`${box.width}x${box.height}`);
  }
  // One size everywhere: the medium icon button (40 px).
  await expect([...sizes]).toEqual(['40x40']);
}
