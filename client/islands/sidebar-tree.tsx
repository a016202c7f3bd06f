export { default } from '../../templates/islands/sidebar-tree.tsx';
