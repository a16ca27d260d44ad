export function App() {
  return <main className="p-8 text-xl font-semibold">JAUC portal</main>;
}
