import type { ReactNode } from 'react';

/** `<nw>5-7</nw>` in a message: kept on one line, so a range never breaks at its hyphen. */
export const noWrap = { nw: (chunks: ReactNode[]) => <span className="co-nowrap">{chunks}</span> };
