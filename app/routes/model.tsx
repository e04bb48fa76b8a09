export default function Page() {
  return (
    <main>
      <h1>model</h1>
    </main>
  );
}
