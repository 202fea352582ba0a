// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveQuery } from './liveQuery';

interface Row {
  key: string;
  value: number;
}

let db: Dexie & { rows: EntityTable<Row, 'key'> };

beforeEach(async () => {
  db = new Dexie(`live-query-${Math.random()}`) as typeof db;
  db.version(1).stores({ rows: 'key' });
  await db.rows.put({ key: 'a', value: 1 });
});

afterEach(() => db.close());

describe('useLiveQuery', () => {
  it('is undefined while reading, then the stored answer, then each write’s', async () => {
    const { result } = renderHook(() => useLiveQuery(() => db.rows.get('a')));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual({ key: 'a', value: 1 }));
    await act(() => db.rows.put({ key: 'a', value: 2 }));
    await waitFor(() => expect(result.current).toEqual({ key: 'a', value: 2 }));
  });

  it('asks again when its dependencies change, keeping the last answer until then', async () => {
    await db.rows.put({ key: 'b', value: 7 });
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => useLiveQuery(() => db.rows.get(key), [key]),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(result.current?.value).toBe(1));
    rerender({ key: 'b' });
    expect(result.current?.value).toBe(1);
    await waitFor(() => expect(result.current?.value).toBe(7));
  });

  it('stops listening once the view is gone', async () => {
    const querier = vi.fn(() => db.rows.get('a'));
    const { unmount, result } = renderHook(() => useLiveQuery(querier));
    await waitFor(() => expect(result.current).toBeDefined());
    unmount();
    const calls = querier.mock.calls.length;
    await db.rows.put({ key: 'a', value: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(querier).toHaveBeenCalledTimes(calls);
  });

  it('renders a new answer as a transition: what is on screen stays until the new view is ready', async () => {
    const never = new Promise<never>(() => undefined);
    function Value({ value }: { value: number }) {
      // A view that is not ready for the new answer yet (a lazy part still loading).
      if (value === 2) throw never;
      return <p>value {value}</p>;
    }
    function View() {
      const row = useLiveQuery(() => db.rows.get('a'));
      return row ? <Value value={row.value} /> : null;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <View />
      </Suspense>,
    );
    expect(await screen.findByText('value 1')).toBeTruthy();
    await act(() => db.rows.put({ key: 'a', value: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // An urgent re-render would have replaced the page with the fallback.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('value 1')).toBeTruthy();
  });

  it('throws a failed query to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    function View() {
      const answer = useLiveQuery(() => db.rows.where('missing').equals(1).toArray());
      return <p>{answer ? 'answered' : 'reading'}</p>;
    }
    render(
      <Boundary>
        <View />
      </Boundary>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
  });
});
