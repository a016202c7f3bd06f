export { default } from '../../templates/islands/search-page.tsx';
