export default function HomePage() {
  return <h1 className="p-8 text-3xl">Matcha Glow</h1>;
}
