export default function Page() {
  return (
    <main>
      <h1>solutions</h1>
    </main>
  );
}
