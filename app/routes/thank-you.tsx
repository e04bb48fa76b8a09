export default function Page() {
  return (
    <main>
      <h1>thank-you</h1>
    </main>
  );
}
