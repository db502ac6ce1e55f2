import { ErrorNotice, Link, Loading, useShop } from '@shop/shared';
import { useGetCategoriesQuery } from '../api';

export function CategoryList() {
  const { localize } = useShop();
  const { data, error, isLoading, refetch } = useGetCategoriesQuery();
  if (isLoading) return <Loading />;
  if (error) return <ErrorNotice error={error} onRetry={refetch} />;
  return (
    <ul className="category-list">
      {data?.map((category) => (
        <li key={category.slug}>
          <Link to={localize(`/explore?category=${category.slug}`)}>{category.name}</Link>
        </li>
      ))}
    </ul>
  );
}
