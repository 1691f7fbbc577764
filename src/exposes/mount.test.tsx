import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, unmount } from './mount';

const OPTIONS = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };

/** An element of a page that is not React, as a host gives one. */
function hostElement(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('mount', () => {
  it('renders the tracker, header and page, into a host’s element, and takes it out again', async () => {
    const element = hostElement();
    let tracker!: ReturnType<typeof mount>;
    await act(async () => {
      tracker = mount(element, OPTIONS);
    });
    expect(await within(element).findByRole('link', { name: 'Portfolios' }, { timeout: 10_000 })).toBeVisible();

    await act(async () => tracker.unmount());
    expect(element).toBeEmptyDOMElement();
  });

  it('leaves an element it never rendered into alone, and takes the tracker out of the one given', async () => {
    const element = hostElement();
    const other = hostElement();
    other.textContent = 'The host’s own content';
    await act(async () => {
      mount(element, OPTIONS);
    });
    await within(element).findByRole('link', { name: 'Portfolios' }, { timeout: 10_000 });

    await act(async () => unmount(other));
    expect(other).toHaveTextContent('The host’s own content');
    expect(within(element).getByRole('link', { name: 'Portfolios' })).toBeVisible();

    await act(async () => unmount(element));
    expect(element).toBeEmptyDOMElement();
    // Taken out already: nothing more happens.
    await act(async () => unmount(element));
    expect(element).toBeEmptyDOMElement();
  });

  it('refuses anything but a DOM element, with a sentence', () => {
    expect(() => mount(null as unknown as Element, OPTIONS)).toThrow(
      'mount(element, options) needs the DOM element to render into.',
    );
    expect(() => mount('#root' as unknown as Element, OPTIONS)).toThrow(
      'mount(element, options) needs the DOM element to render into.',
    );
  });
});
