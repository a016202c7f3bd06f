import './globals.css';

export const metadata = {
  title: 'GSAP starter: Next.js',
  description: 'Next.js App Router with GSAP in a client component.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
