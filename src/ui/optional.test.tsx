// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { optional } from './optional';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <h1>Home</h1>
      {children}
    </main>
  );
}

describe('optional parts of a page', () => {
  it('a chunk that does not load shows nothing, and the page stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Popup = optional(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await act(async () => {
      render(
        <Page>
          <Popup />
        </Page>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(console.warn).toHaveBeenCalled();
  });

  it('a part that throws while rendering shows nothing, and the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): React.ReactNode {
      throw new Error('render failed');
    }
    const Widget = optional(() => Promise.resolve(Broken));
    await act(async () => {
      render(
        <Page>
          <Widget />
        </Page>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('renders the part once its code is there', async () => {
    const Widget = optional(() => Promise.resolve(() => <p>widget</p>));
    await act(async () => {
      render(<Widget />);
    });
    expect(screen.getByText('widget')).toBeTruthy();
  });
});

describe('ErrorBoundary', () => {
  it('shows the fallback, and children again for a new reset key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Route() {
      if (fail) throw new Error('page failed');
      return <p>page</p>;
    }
    const view = (key: string) => (
      <ErrorBoundary resetKey={key} fallback={() => <p>failed</p>}>
        <Route />
      </ErrorBoundary>
    );
    const { rerender } = render(view('/m/login'));
    expect(screen.getByText('failed')).toBeTruthy();
    fail = false;
    rerender(view('/m/login'));
    expect(screen.getByText('failed')).toBeTruthy();
    rerender(view('/m/home'));
    expect(screen.getByText('page')).toBeTruthy();
  });
});
