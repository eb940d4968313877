import { useCallback } from 'react';
import { errorMessage, type Endpoint, type ResponseOf } from '@portal/shared';
import { endpointKey, queryClient, useEndpointPages, type InfiniteData, type ReadInput } from '@portal/shared/data';
import { t } from '../i18n';

/** The fields of a page that hold its rows. */
export type RowsField<Page> = { [K in keyof Page]-?: Page[K] extends readonly unknown[] ? K : never }[keyof Page];
type RowOf<Page, K extends keyof Page> = Page[K] extends readonly (infer Row)[] ? Row : never;

export interface CursorListState<T, Page = unknown> {
  /** The first page for the current filters is on its way. */
  loading: boolean;
  /** Why the first page failed. */
  error: string | null;
  items: T[];
  /** The first page as the API answered it (what it says of the whole list: counts). */
  firstPage: Page | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the next page failed (what is listed stays). */
  moreError: string | null;
  loadMore: () => void;
  /** Asks again for what failed: the first page, or the next one. */
  retry: () => void;
  /** Asks for the list again (after an action that moves rows between filters), the rows staying on screen meanwhile. */
  reload: () => void;
  /** Puts the row the API answered (after an action) in place of the listed one, without asking for the list again. */
  replace: (item: T, sameRow: (listed: T) => boolean) => void;
}

/**
 * A newest-first list of `endpoint` read page by page with the API's cursors, its rows in the page's
 * `field`. Other filters (`input`) are another list in the cache: an answer for earlier filters never
 * shows under later ones.
 */
export function useEndpointList<E extends Endpoint, K extends RowsField<ResponseOf<E>>>(
  endpoint: E,
  input: ReadInput<E>,
  field: K,
  failure?: string,
): CursorListState<RowOf<ResponseOf<E>, K>, ResponseOf<E>> {
  type Page = ResponseOf<E>;
  type Row = RowOf<Page, K>;
  const pages = useEndpointPages(endpoint, input);
  const failureText = (error: unknown) => errorMessage(error, failure ?? t('common.listFailed'));
  // A next page's failure keeps what is listed; the first page's (or a reload's) replaces it. Asked
  // again, a failure gives way to "loading" until the answer.
  const moreFailed = pages.isFetchNextPageError && !pages.isFetchingNextPage;
  const firstFailed = pages.isError && !pages.isFetchNextPageError;
  const retrying = firstFailed && pages.isFetching;
  const loaded = firstFailed ? undefined : pages.data?.pages;
  const { hasNextPage, isFetching, fetchNextPage, refetch } = pages;

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  const reload = useCallback(() => void refetch(), [refetch]);
  const retry = moreFailed ? loadMore : reload;

  const replace = (item: Row, sameRow: (listed: Row) => boolean) => {
    queryClient.setQueryData<InfiniteData<Page>>(
      endpointKey(endpoint, input),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...(page as object),
            [field]: (page[field] as Row[]).map((listed) => (sameRow(listed) ? item : listed)),
          })) as Page[],
        },
    );
  };

  return {
    loading: pages.isPending || retrying,
    error: firstFailed && !retrying ? failureText(pages.error) : null,
    items: loaded?.flatMap((page) => page[field] as Row[]) ?? [],
    firstPage: loaded?.[0],
    hasMore: Boolean(loaded && hasNextPage),
    loadingMore: pages.isFetchingNextPage,
    moreError: moreFailed ? failureText(pages.error) : null,
    loadMore,
    retry,
    reload,
    replace,
  };
}
