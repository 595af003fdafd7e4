type PolicyCardsProps = { cards: readonly { title: string; text: string; price?: string }[] };

export function PolicyCards({ cards }: PolicyCardsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="bg-card flex flex-col rounded-xl border p-6">
          <h3 className="text-xl font-semibold">{card.title}</h3>
          <p className="text-muted-foreground mt-2 flex-1">{card.text}</p>
          {card.price ? <p className="text-primary mt-4 font-semibold">{card.price}</p> : null}
        </li>
      ))}
    </ul>
  );
}
