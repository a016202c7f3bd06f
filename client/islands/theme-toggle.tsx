export { default } from '../../templates/islands/theme-toggle.tsx';
