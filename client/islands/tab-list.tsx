export { default } from '../../templates/islands/tab-list.tsx';
