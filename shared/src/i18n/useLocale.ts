export { useLocale } from '../context/ShopContext';
