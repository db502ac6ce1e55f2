import { ErrorNotice, Icon, Link, Loading, useShop } from '@shop/shared';
import { useGetCategoriesQuery } from '../api';
import { Message } from '../intl';
import './category-links.css';

/** The home page's category tiles, each opening the explore page filtered by it. */
export function CategoryLinks() {
  const { localize } = useShop();
  const { data, error, isLoading, refetch } = useGetCategoriesQuery();
  if (isLoading) return <Loading />;
  if (error) return <ErrorNotice error={error} onRetry={refetch} />;
  if (!data || data.length === 0) {
    return (
      <p className="sf-empty">
        <Message id="storefront.categories.empty" />
      </p>
    );
  }
  return (
    <ul className="sf-plain-list sf-category-links">
      {data.map((category, index) => (
        <li key={category.slug}>
          <Link
            className={`sf-category-link sf-category-link--${index % 4}`}
            to={localize(`/explore?category=${encodeURIComponent(category.slug)}`)}
          >
            {category.name}
            <Icon name="arrow-right" className="sf-category-link__arrow" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
