/* lair-words-summary.c — the end of a dungeon, in words
 *
 * The sentences of a dungeon's summary, from a #LairDungeonReport: how a
 * seat came out, the sentence a screen reader reads for its row, and what
 * the adventure came to in one line. Every count goes through a plural
 * form; a sentence is one translatable string, into which only amounts
 * ("8 gems", "$16") are put.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-words-summary.h"

/**
 * lair_words_money:
 * @amount: dollars
 *
 * Returns: (transfer full): "$16"
 */
char *
lair_words_money (gint amount)
{
  /* Translators: an amount of money, "$16" */
  return g_strdup_printf (_("$%d"), amount);
}

/**
 * lair_words_money_total:
 * @amount: dollars, over many games
 * @decimals: the digits after the point: 1 for an average, else 0
 *
 * Returns: (transfer full): "$1,234", its digits grouped as the locale
 *   groups them, as the statistics show money
 */
char *
lair_words_money_total (double amount,
                        guint  decimals)
{
  g_autofree char *number = g_strdup_printf ("%'.*f", (int) decimals, amount);

  /* Translators: an amount of money; %s is the number */
  return g_strdup_printf (_("$%s"), number);
}

/**
 * lair_words_banked:
 * @amount: the money put into a chest in a dungeon
 *
 * Returns: (transfer full): "+$16", or "$0" for nothing
 */
char *
lair_words_banked (gint amount)
{
  if (amount <= 0)
    return lair_words_money (amount);
  /* Translators: money put into a chest in one dungeon, "+$16" */
  return g_strdup_printf (_("+$%d"), amount);
}

/**
 * lair_words_gems:
 * @gems: a number of gems
 *
 * Returns: (transfer full): "1 gem", "8 gems"
 */
char *
lair_words_gems (gint gems)
{
  return g_strdup_printf (ngettext ("%d gem", "%d gems", gems), gems);
}

static char *
bars_text (gint bars,
           gint value)
{
  g_autofree char *money = lair_words_money (value);

  if (bars == 1)
    /* Translators: one gold bar and its value, "a $8 gold bar" */
    return g_strdup_printf (_("a %s gold bar"), money);
  /* Translators: gold bars and what they are worth together */
  return g_strdup_printf (ngettext ("%d gold bar worth %s", "%d gold bars worth %s", bars), bars, money);
}

/**
 * lair_words_take:
 * @gems: gems taken out
 * @bars: gold bars taken out
 * @bars_value: what they are worth
 * @coins: Sphinx coins taken out
 *
 * Returns: (transfer full): what a seat carried out, "8 gems and a $8
 *   gold bar", or "nothing"
 */
char *
lair_words_take (gint gems,
                 gint bars,
                 gint bars_value,
                 gint coins)
{
  g_autofree char *gems_part = gems > 0 ? lair_words_gems (gems) : NULL;
  g_autofree char *bars_part = bars > 0 ? bars_text (bars, bars_value) : NULL;
  g_autofree char *coins_part = coins > 0 ? g_strdup_printf (ngettext ("%d coin", "%d coins", coins), coins) : NULL;
  const char *parts[3];
  guint n = 0;

  if (gems_part != NULL)
    parts[n++] = gems_part;
  if (bars_part != NULL)
    parts[n++] = bars_part;
  if (coins_part != NULL)
    parts[n++] = coins_part;

  switch (n)
    {
    case 0:
      /* Translators: what a seat carried out of a dungeon when it was nothing */
      return g_strdup (_("nothing"));
    case 1:
      return g_strdup (parts[0]);
    case 2:
      /* Translators: two things a seat carried out, "8 gems and a $8 gold bar" */
      return g_strdup_printf (_("%s and %s"), parts[0], parts[1]);
    default:
      /* Translators: three things a seat carried out, "8 gems, a $8 gold bar and 3 coins" */
      return g_strdup_printf (_("%s, %s and %s"), parts[0], parts[1], parts[2]);
    }
}

/**
 * lair_words_exit:
 * @report: a dungeon's report
 * @player: a player, from 0
 *
 * Returns: (transfer full): how @player came out of the dungeon, "Left in
 *   room 6 with 8 gems and a $8 gold bar", "Scared out in room 9, lost 12
 *   gems"
 */
char *
lair_words_exit (LairDungeonReport *report,
                 guint              player)
{
  gint room = lair_dungeon_report_get_exit_room (report, player);
  gint lost = lair_dungeon_report_get_lost (report, player);
  g_autofree char *take = lair_words_take (lair_dungeon_report_get_gems (report, player),
                                           lair_dungeon_report_get_bars (report, player),
                                           lair_dungeon_report_get_bars_value (report, player),
                                           lair_dungeon_report_get_coins (report, player));

  switch (lair_dungeon_report_get_exit (report, player))
    {
    case LAIR_DUNGEON_EXIT_LEFT:
      /* Translators: how a seat came out of a dungeon; %s is what it
       * carried, "8 gems and a $8 gold bar" */
      return g_strdup_printf (_("Left in room %d with %s"), room, take);
    case LAIR_DUNGEON_EXIT_EXHAUSTED:
      /* Translators: how a seat came out of a dungeon that had no rooms
       * left; %s is what it carried, "8 gems and a $8 gold bar" */
      return g_strdup_printf (_("Left when the rooms ran out, in room %d, with %s"), room, take);
    case LAIR_DUNGEON_EXIT_SCARED:
      if (lost == 0)
        /* Translators: how a seat came out of a dungeon, with empty hands */
        return g_strdup_printf (_("Scared out in room %d, lost nothing"), room);
      /* Translators: how a seat came out of a dungeon: the room of the
       * spider's lair, then the gems it took from the seat's hand */
      return g_strdup_printf (ngettext ("Scared out in room %d, lost %d gem",
                                        "Scared out in room %d, lost %d gems", lost),
                              room, lost);
    case LAIR_DUNGEON_EXIT_INSIDE:
    default:
      /* Translators: a seat that has not come out of the dungeon yet */
      return g_strdup (_("Still inside"));
    }
}

/**
 * lair_words_summary_row:
 * @report: a dungeon's report
 * @player: a player, from 0
 * @name: the seat's name
 *
 * Returns: (transfer full): the whole row of a seat as a screen reader
 *   reads it: "Ada: Left in room 6 with 8 gems and a $8 gold bar. Banked
 *   $16, chest $24."
 */
char *
lair_words_summary_row (LairDungeonReport *report,
                        guint              player,
                        const char        *name)
{
  g_autofree char *exit = lair_words_exit (report, player);
  g_autofree char *banked = lair_words_money (lair_dungeon_report_get_banked (report, player));
  g_autofree char *chest = lair_words_money (lair_dungeon_report_get_chest (report, player));

  /* Translators: a seat's row of a dungeon's summary, for a screen
   * reader: its name, how it came out ("Left in room 6 with 8 gems"),
   * the money it put into its chest in this dungeon, and its chest now */
  return g_strdup_printf (_("%s: %s. Banked %s, chest %s."), name, exit, banked, chest);
}

/**
 * lair_words_adventure_totals:
 * @report: a dungeon's report
 *
 * Returns: (transfer full): what the dungeon's adventure came to, in one
 *   line: "Ferryman: 4 tolls of 4 gems", "Little People: 6 carried;
 *   Queens paid 23 gems, changelings stole 6 gems"
 */
char *
lair_words_adventure_totals (LairDungeonReport *report)
{
  const LairAdventureTotals *t = lair_dungeon_report_get_totals (report);

  switch (t->adventure)
    {
    case LAIR_ADVENTURE_FERRYMAN:
      {
        g_autofree char *gems = NULL;

        if (t->tolls == 0)
          return g_strdup (_("Ferryman: no toll paid"));
        if (t->toll_size > 0)
          {
            gems = lair_words_gems (t->toll_size);
            /* Translators: the Ferryman's tolls of one dungeon, all of
             * the same size: "Ferryman: 4 tolls of 4 gems" */
            return g_strdup_printf (ngettext ("Ferryman: %d toll of %s", "Ferryman: %d tolls of %s", t->tolls),
                                    t->tolls, gems);
          }
        gems = lair_words_gems (t->toll_gems);
        /* Translators: the Ferryman's tolls of one dungeon, of several
         * sizes: "Ferryman: 7 tolls, 23 gems in all" */
        return g_strdup_printf (ngettext ("Ferryman: %d toll, %s in all", "Ferryman: %d tolls, %s in all", t->tolls),
                                t->tolls, gems);
      }

    case LAIR_ADVENTURE_BANKER:
      {
        g_autofree char *gems = NULL;
        g_autofree char *cash = NULL;
        g_autofree char *profit = NULL;

        if (t->exchanges == 0)
          return g_strdup (_("Banker: no exchange"));
        gems = lair_words_gems (t->exchanged_gems);
        cash = lair_words_money (t->exchange_cash);
        profit = lair_words_gems (t->exchanged_gems - t->exchange_cash);
        /* Translators: the Banker in one dungeon: exchanges, the gems
         * handed over, the cash paid for them, and the Banker's profit
         * in gems: "Banker: 3 exchanges, 24 gems for $18, 6 gems kept" */
        return g_strdup_printf (ngettext ("Banker: %d exchange, %s for %s, %s kept",
                                          "Banker: %d exchanges, %s for %s, %s kept", t->exchanges),
                                t->exchanges, gems, cash, profit);
      }

    case LAIR_ADVENTURE_SUN_MOON:
      {
        gint net = ABS (t->sun_moon_net);

        if (t->sun_standers + t->moon_standers == 0)
          return g_strdup (_("Sun & Moon: nobody stood on either"));
        if (t->sun_moon_net > 0)
          /* Translators: the Sun & Moon in one dungeon: how many stood
           * on each, then what their hands gained in all */
          return g_strdup_printf (ngettext ("Sun & Moon: %d on the Sun, %d on the Moon, %d gem won in all",
                                            "Sun & Moon: %d on the Sun, %d on the Moon, %d gems won in all", net),
                                  t->sun_standers, t->moon_standers, net);
        if (t->sun_moon_net < 0)
          /* Translators: the Sun & Moon in one dungeon: how many stood
           * on each, then what their hands lost in all */
          return g_strdup_printf (ngettext ("Sun & Moon: %d on the Sun, %d on the Moon, %d gem lost in all",
                                            "Sun & Moon: %d on the Sun, %d on the Moon, %d gems lost in all", net),
                                  t->sun_standers, t->moon_standers, net);
        /* Translators: the Sun & Moon in one dungeon: how many stood on
         * each, and the hands came out even */
        return g_strdup_printf (_("Sun & Moon: %d on the Sun, %d on the Moon, even in all"),
                                t->sun_standers, t->moon_standers);
      }

    case LAIR_ADVENTURE_MONTE:
      {
        gint net = ABS (t->monte_net);

        if (t->monte_wins + t->monte_losses + t->monte_evens == 0)
          return g_strdup (_("Three Card Monte: nobody played"));
        if (t->monte_net > 0)
          /* Translators: Three Card Monte in one dungeon: the cards
           * picked that paid and that cost, then what the hands gained */
          return g_strdup_printf (ngettext ("Three Card Monte: %d won, %d lost, %d gem won in all",
                                            "Three Card Monte: %d won, %d lost, %d gems won in all", net),
                                  t->monte_wins, t->monte_losses, net);
        if (t->monte_net < 0)
          /* Translators: Three Card Monte in one dungeon: the cards
           * picked that paid and that cost, then what the hands lost */
          return g_strdup_printf (ngettext ("Three Card Monte: %d won, %d lost, %d gem lost in all",
                                            "Three Card Monte: %d won, %d lost, %d gems lost in all", net),
                                  t->monte_wins, t->monte_losses, net);
        /* Translators: Three Card Monte in one dungeon: the cards picked
         * that paid and that cost, and the hands came out even */
        return g_strdup_printf (_("Three Card Monte: %d won, %d lost, even in all"),
                                t->monte_wins, t->monte_losses);
      }

    case LAIR_ADVENTURE_SPHINX:
      /* Translators: the Sphinx's coins that went into the chests in one dungeon */
      return g_strdup_printf (ngettext ("Sphinx: %d coin into the chests", "Sphinx: %d coins into the chests",
                                        t->sphinx_coins),
                              t->sphinx_coins);

    case LAIR_ADVENTURE_SCOUT:
      if (t->scout_reports == 0)
        return g_strdup (_("Spider Scout: no report"));
      /* Translators: the Spider Scout's reports heard in one dungeon */
      return g_strdup_printf (ngettext ("Spider Scout: %d report", "Spider Scout: %d reports", t->scout_reports),
                              t->scout_reports);

    case LAIR_ADVENTURE_MUSHROOM:
      if (t->mushrooms_eaten == 0)
        return g_strdup (_("Mushroom: nobody ate"));
      /* Translators: how often somebody ate of the Mushroom in one dungeon */
      return g_strdup_printf (ngettext ("Mushroom: eaten %d time", "Mushroom: eaten %d times", t->mushrooms_eaten),
                              t->mushrooms_eaten);

    case LAIR_ADVENTURE_POISON:
      if (t->spiders_killed == 0)
        return g_strdup (_("Poison: no spider killed"));
      /* Translators: the spiders the Used Poison Bottle killed in one dungeon */
      return g_strdup_printf (ngettext ("Poison: %d spider killed", "Poison: %d spiders killed", t->spiders_killed),
                              t->spiders_killed);

    case LAIR_ADVENTURE_DEVIL:
      {
        g_autofree char *cash = NULL;

        if (t->deals == 0)
          return g_strdup (_("Devil: no deal"));
        cash = lair_words_money (t->deal_cash);
        /* Translators: the Devil's deals in one dungeon and the cash they
         * brought: "Devil: 2 deals for $14" */
        return g_strdup_printf (ngettext ("Devil: %d deal for %s", "Devil: %d deals for %s", t->deals),
                                t->deals, cash);
      }

    case LAIR_ADVENTURE_LITTLE_PEOPLE:
      {
        g_autofree char *paid = NULL;
        g_autofree char *stolen = NULL;

        if (t->carried == 0)
          return g_strdup (_("Little People: nobody carried anyone"));
        paid = lair_words_gems (t->queens_paid);
        stolen = lair_words_gems (t->changelings_stole);
        /* Translators: the Little People in one dungeon: how many were
         * carried, the gems the Queens paid and the gems the Changelings
         * stole: "Little People: 6 carried; Queens paid 23 gems,
         * changelings stole 6 gems" */
        return g_strdup_printf (ngettext ("Little People: %d carried; Queens paid %s, changelings stole %s",
                                          "Little People: %d carried; Queens paid %s, changelings stole %s",
                                          t->carried),
                                t->carried, paid, stolen);
      }

    case LAIR_N_ADVENTURES:
    default:
      return g_strdup ("");
    }
}
