type PolicyCardsProps = { cards: readonly { title: string; text: string; price?: string }[] };

export function PolicyCards({ cards }: PolicyCardsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-xl border bg-card p-6">
          <h3 className="text-xl font-semibold">{card.title}</h3>
          <p className="mt-2 flex-1 text-muted-foreground">{card.text}</p>
          {card.price ? <p className="mt-4 font-semibold text-primary">{card.price}</p> : null}
        </li>
      ))}
    </ul>
  );
}
