export default function Page() {
  return (
    <main>
      <h1>not-found</h1>
    </main>
  );
}
