export { default } from '../../templates/islands/announcement-close.tsx';
