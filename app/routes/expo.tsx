export default function Page() {
  return (
    <main>
      <h1>expo</h1>
    </main>
  );
}
