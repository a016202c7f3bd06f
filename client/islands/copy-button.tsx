export { default } from '../../templates/islands/copy-button.tsx';
