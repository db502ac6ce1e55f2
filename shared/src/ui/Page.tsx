import type { ReactNode } from 'react';
import { type HeadTags, useHead } from '../head/useHead';

/** A page with its head tags and its one h1; every remote page starts here. */
export function Page({
  title,
  children,
  className,
  ...head
}: HeadTags & { title: string; children?: ReactNode; className?: string }) {
  useHead({ title, ...head });
  return (
    <div className={className ? `shop-page ${className}` : 'shop-page'}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
