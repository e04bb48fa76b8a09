export default function Page() {
  return (
    <main>
      <h1>segment</h1>
    </main>
  );
}
