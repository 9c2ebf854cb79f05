/* lair-seat-panel.c — one seat during the game: what it has, its options
 *
 * Everyone shares one screen, so a seat's choice stays hidden: a chosen
 * seat shows a lock, and the choice is marked only inside its own open
 * options.
 *
 * What the seat holds and how it stands — its state, hand, chest, bars,
 * size and what it carries — follow the board's story while one is told,
 * never ahead of it (see lair_seat_panel_set_shown()); its options and
 * choice follow the seat itself, once the story has reached them: while
 * one is told, nobody chooses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "lair-grace-ring.h"
#include "lair-labels.h"
#include "lair-rules.h"
#include "lair-hint-button.h"
#include "lair-path.h"
#include "lair-seat-panel.h"
#include "lair-seat-token.h"
#include "lair-sprite.h"
#include "lair-words.h"

/* How many pieces a row draws before it counts instead */
#define MAX_DRAWN 4

struct _LairSeatPanel
{
  GtkWidget         parent_instance;

  LairGameSession  *session;
  LairSeat         *seat;
  GSettings        *settings;
  guint             menu_decision;   /* the decision the open options are for */
  gboolean          told;            /* shown as the board's story has told it */
  LairShownSeat    *shown;           /* the seat as the board has shown it */

  GtkWidget        *box;
  LairSeatToken    *token;
  GtkLabel         *name_label;
  GtkStack         *subtitle_stack;
  GtkLabel         *personality_label;
  GtkLabel         *ev_label;
  GtkWidget        *header_box;
  GtkWidget        *subtitle_box;
  GtkWidget        *state_box;
  GtkLabel         *state_label;
  GtkWidget        *holdings_box;
  GtkToggleButton  *hand_button;
  GtkWidget        *hand_box;
  GtkLabel         *hand_label;
  GtkWidget        *chest_box;
  GtkLabel         *chest_label;
  GtkWidget        *bars_box;
  GtkWidget        *bars_pictures;
  GtkLabel         *bars_label;
  GtkWidget        *extras_box;
  GtkWidget        *extras_line;
  GtkWidget        *size_box;
  GtkLabel         *size_label;
  GtkWidget        *queens_box;
  GtkWidget        *changelings_box;
  GtkWidget        *devil_box;
  GtkLabel         *devil_label;
  GtkMenuButton    *choose_button;
  GtkWidget        *lock_icon;
  GtkLabel         *choose_label;
  GtkPopover       *options_popover;
  GtkScrolledWindow *options_scroller;
  LairPath         *board;            /* weak: the room the options must not cover */
  GtkBox           *options_box;
  LairGraceRing    *grace_ring;
  GtkWidget        *mushroom;
  gboolean          compact;
};

G_DEFINE_FINAL_TYPE (LairSeatPanel, lair_seat_panel, GTK_TYPE_WIDGET)

/* The longest state the badge asks to show on one line */
#define STATE_LINE_CHARS 14

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SEAT,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
size_text (gint shares)
{
  switch (shares)
    {
    case 16:
      return _("Double-grown");
    case 8:
      return _("Large");
    case 2:
      return _("Small");
    case 1:
      return _("Double-shrunk");
    default:
      return NULL;
    }
}

/* The mushroom grows with the seat: a regular seat shows none */
static int
size_pixels (gint shares)
{
  switch (shares)
    {
    case 16:
      return 32;
    case 8:
      return 26;
    case 2:
      return 16;
    case 1:
    default:
      return 12;
    }
}

/* Shows the first @count of the box's pictures, and a count beside them
 * when there are more than it draws. */
static void
show_pieces (GtkWidget *box,
             gint       count)
{
  GtkWidget *child = gtk_widget_get_first_child (box);
  gint i = 0;

  for (; child != NULL && GTK_IS_IMAGE (child); child = gtk_widget_get_next_sibling (child), i++)
    gtk_widget_set_visible (child, i < MIN (count, MAX_DRAWN));
  if (child != NULL && GTK_IS_LABEL (child))
    {
      g_autofree char *more = g_strdup_printf ("×%d", count);

      gtk_label_set_text (GTK_LABEL (child), more);
      gtk_widget_set_visible (child, count > MAX_DRAWN);
    }
  gtk_widget_set_visible (box, count > 0);
}

static void
add_pieces (GtkWidget  *box,
            const char *art,
            int         size)
{
  GtkWidget *more = gtk_label_new (NULL);

  for (guint i = 0; i < MAX_DRAWN; i++)
    gtk_box_append (GTK_BOX (box), lair_sprite_new (art, size, size));
  gtk_widget_add_css_class (more, "caption");
  gtk_box_append (GTK_BOX (box), more);
}

/* Whether the seat may choose now: not while the board still tells what
 * the last choices came to, though the session already asks the next */
static gboolean
is_deciding (LairSeatPanel *self)
{
  return self->session != NULL && !self->told &&
         lair_game_session_get_phase (self->session) == LAIR_SESSION_PLAYING &&
         lair_seat_get_inside (self->seat) &&
         lair_seat_get_options (self->seat) != 0;
}

/* The seat's state as shown, and as a screen reader's summary says it */
static void
state_texts (LairSeatPanel        *self,
             LairShownSeat        *seen,
             char                **shown,
             char                **spoken,
             const char          **css_class)
{
  LairSeat *seat = self->seat;
  gint gems = lair_shown_seat_get_outcome_gems (seen);
  gboolean computer = lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER;

  *css_class = NULL;
  if (lair_shown_seat_get_winner (seen))
    {
      *shown = g_strdup (_("Winner"));
      *spoken = g_strdup (_("winner"));
      *css_class = "winner";
      return;
    }

  switch (lair_shown_seat_get_outcome (seen))
    {
    case LAIR_OUTCOME_LEFT:
      *shown = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Left with %d gem", "Left with %d gems", gems), gems);
      *spoken = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "left safely with %d gem",
                                              "left safely with %d gems", gems), gems);
      *css_class = "left";
      return;
    case LAIR_OUTCOME_SCARED:
      /* a short chip when there was nothing to lose, to fit a phone */
      if (gems == 0)
        {
          *shown = g_strdup (_("Scared out"));
          *spoken = g_strdup (_("scared out, lost no gems"));
          *css_class = "scared";
          return;
        }
      *shown = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Scared out, lost %d gem",
                                             "Scared out, lost %d gems", gems), gems);
      *spoken = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "scared out, lost %d gem",
                                              "scared out, lost %d gems", gems), gems);
      *css_class = "scared";
      return;
    case LAIR_OUTCOME_NONE:
    default:
      break;
    }

  if (!lair_shown_seat_get_inside (seen))
    {
      *shown = g_strdup (_("Out"));
      *spoken = g_strdup (_("out"));
      return;
    }

  /* a story told: the seats inside watch it, with nothing to choose yet,
   * but for a leaver walking out */
  if (self->told && lair_shown_seat_get_leaving (seen))
    {
      /* Translators: a seat walking out of the dungeon with its take */
      *shown = g_strdup (_("Leaving…"));
      *spoken = g_strdup (_("leaving"));
      *css_class = "left";
      return;
    }
  /* every seat's choice turned over at once */
  if (self->told && lair_shown_seat_get_shown_choice (seen) != LAIR_CHOICE_NONE)
    {
      *shown = g_strdup (lair_choice_shown (lair_shown_seat_get_shown_choice (seen)));
      if (lair_shown_seat_get_shown_choice (seen) == LAIR_CHOICE_LEAVE)
        *spoken = g_strdup (_("chose to leave"));
      else if (lair_shown_seat_get_shown_choice (seen) == LAIR_CHOICE_STAY)
        *spoken = g_strdup (_("chose to stay"));
      else
        /* Translators: a seat's choice, turned over for all to see, for a
         * screen reader: "chose Card 2" */
        *spoken = g_strdup_printf (_("chose %s"), lair_choice_shown (lair_shown_seat_get_shown_choice (seen)));
      *css_class = lair_shown_seat_get_shown_choice (seen) == LAIR_CHOICE_LEAVE ? "leaves" : "chosen";
      return;
    }

  if (self->told)
    {
      /* Translators: a seat in the dungeon while the board tells a room */
      *shown = g_strdup (_("Watching…"));
      *spoken = g_strdup (_("watching"));
      return;
    }

  switch (lair_seat_get_selection (seat))
    {
    case LAIR_SELECTION_SELECTING:
      *shown = g_strdup (_("Choosing…"));
      *spoken = g_strdup (_("choosing"));
      *css_class = "choosing";
      break;
    case LAIR_SELECTION_SELECTED:
      *shown = g_strdup (_("Chosen"));
      *spoken = g_strdup (_("ready"));
      *css_class = "chosen";
      break;
    case LAIR_SELECTION_NONE:
    default:
      /* a seat held by a phone chooses there, in secret */
      *shown = g_strdup (computer ? _("Thinking…") : lair_seat_get_remote (seat) ? _("On a phone") : _("Not chosen"));
      *spoken = g_strdup (computer ? _("thinking") : lair_seat_get_remote (seat) ? _("on a phone") : _("not chosen"));
      break;
    }
}

static char *
summary_text (LairSeatPanel       *self,
              LairShownSeat       *seen,
              const char          *state)
{
  LairSeat *seat = self->seat;
  gint hand = lair_shown_seat_get_hand (seen);
  gint bars = lair_shown_seat_get_gold_bars (seen);
  g_autofree char *gems = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gem in hand", "%d gems in hand", hand),
                                           hand);
  g_autofree char *bar_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d bar", "%d bars", bars), bars);

  /* Translators: a seat said in one breath: name, state, hand, chest, bars,
   * as in "Ada, ready, 4 gems in hand, $6, 1 bar" */
  return g_strdup_printf (_("%s, %s, %s, $%d, %s"), lair_seat_get_name (seat), state, gems,
                          lair_shown_seat_get_chest (seen), bar_text);
}

static void
update_extras (LairSeatPanel       *self,
               LairShownSeat       *seen)
{
  gint shares = lair_shown_seat_get_shares (seen);
  gint queens = lair_shown_seat_get_queens (seen);
  gint changelings = lair_shown_seat_get_changelings (seen);
  gint obligation = lair_shown_seat_get_obligation (seen);
  const char *size = size_text (shares);
  int pixels = size_pixels (shares);

  gtk_widget_set_visible (self->size_box, size != NULL);
  if (size != NULL)
    {
      g_autofree char *tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d share of gems",
                                                               "%s: %d shares of gems", shares), size, shares);

      gtk_label_set_text (self->size_label, size);
      gtk_image_set_pixel_size (GTK_IMAGE (self->mushroom), pixels);
      gtk_widget_set_tooltip_text (self->size_box, tooltip);
    }

  show_pieces (self->queens_box, queens);
  show_pieces (self->changelings_box, changelings);
  if (queens > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Carrying %d Queen",
                                                            "Carrying %d Queens", queens), queens);

      gtk_widget_set_tooltip_text (self->queens_box, text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->queens_box), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
    }
  if (changelings > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Carrying %d Changeling",
                                                            "Carrying %d Changelings", changelings), changelings);

      gtk_widget_set_tooltip_text (self->changelings_box, text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->changelings_box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      text, -1);
    }

  gtk_widget_set_visible (self->devil_box, obligation > 0);
  if (obligation > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d room left", "%d rooms left",
                                                            obligation), obligation);
      g_autofree char *tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Owes the Devil %d more room",
                                                               "Owes the Devil %d more rooms", obligation),
                                                  obligation);

      gtk_label_set_text (self->devil_label, text);
      gtk_widget_set_tooltip_text (self->devil_box, tooltip);
    }

  gtk_widget_set_visible (self->extras_box, size != NULL || queens > 0 || changelings > 0 || obligation > 0 ||
                                            lair_shown_seat_get_gold_bars (seen) > 0);
}

/* A button about to turn insensitive must not take the focus with it.
 * It goes to the seat's card at the table, where the game view gives it
 * back to the first seat that may choose: passed on to the next control,
 * it could go round to the header's Back button, where a quick Return
 * would leave the game. A panel at no table passes it on. */
static void
set_choose_sensitive (LairSeatPanel *self,
                      gboolean       sensitive)
{
  GtkWidget *button = GTK_WIDGET (self->choose_button);
  GtkRoot *root = gtk_widget_get_root (button);

  if (!sensitive && root != NULL && gtk_widget_get_sensitive (button))
    {
      GtkWidget *focus = gtk_root_get_focus (root);
      GtkWidget *card = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_FLOW_BOX_CHILD);

      if (focus != NULL && (focus == button || gtk_widget_is_ancestor (focus, button)) &&
          (card == NULL || !gtk_widget_grab_focus (card)))
        {
          if (!gtk_widget_child_focus (GTK_WIDGET (root), GTK_DIR_TAB_FORWARD))
            gtk_widget_child_focus (GTK_WIDGET (root), GTK_DIR_TAB_BACKWARD);
        }
    }
  gtk_widget_set_sensitive (button, sensitive);
}

/* Who sits here: token, level and personality (the name is bound) */
static void
update_identity (LairSeatPanel *self)
{
  LairSeat *seat = self->seat;
  const char *personality = lair_seat_get_personality (seat);
  gboolean computer = lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER;

  lair_seat_token_set_index (self->token, lair_seat_get_index (seat));
  lair_seat_token_set_session (self->token, self->session);

  if (computer && personality != NULL)
    {
      /* Translators: a computer seat's level and personality, "Hard · Gambler" */
      g_autofree char *text = g_strdup_printf (_("%s · %s"), lair_level_label (lair_seat_get_level (seat)),
                                               personality);

      gtk_label_set_text (self->personality_label, text);
    }
  else
    {
      gtk_label_set_text (self->personality_label, computer ? _("Computer") : _("Player"));
    }
}

/* Where the state goes: beside the name on a full panel. A compact one
 * keeps a line for the chest and what the seat carries, and says the
 * state at its end; once the seat is out of the dungeon, with nothing
 * left to choose or to hold in hand, its state, longer, takes the place
 * of the hand and the button. */
static void move_state_to (LairSeatPanel *self,
                           GtkWidget     *box);

static void
place_state (LairSeatPanel *self)
{
  gboolean out = self->compact && self->shown != NULL && !lair_shown_seat_get_inside (self->shown);

  move_state_to (self, !self->compact ? self->header_box : out ? self->holdings_box : self->extras_line);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_button), !out);
  /* a game watched again has nobody to choose or take over */
  gtk_widget_set_visible (GTK_WIDGET (self->choose_button),
                          !out && !lair_game_session_get_watching (self->session));
}

/* How the seat stands and what it holds, as told so far, and the
 * summary a screen reader hears at the panel */
static void
update_standing (LairSeatPanel *self)
{
  LairSeat *seat = self->seat;
  LairShownSeat *seen = self->shown;
  const char *state_class;
  gint hand, chest, bars;
  g_autofree char *number = NULL;
  g_autofree char *state = NULL;
  g_autofree char *spoken = NULL;
  g_autofree char *summary = NULL;
  const char *news;
  g_autofree char *bars_text = NULL;
  g_autofree char *bars_name = NULL;
  g_autofree char *hand_name = NULL;
  g_autofree char *chest_name = NULL;
  static const char *state_classes[] = { "winner", "left", "scared", "choosing", "chosen", "leaves" };

  /* the seat as shown comes with the seat (see connect_all()) */
  if (seen == NULL)
    return;

  hand = lair_shown_seat_get_hand (seen);
  chest = lair_shown_seat_get_chest (seen);
  bars = lair_shown_seat_get_gold_bars (seen);

  state_texts (self, seen, &state, &spoken, &state_class);
  for (guint i = 0; i < G_N_ELEMENTS (state_classes); i++)
    gtk_widget_remove_css_class (self->state_box, state_classes[i]);
  if (state_class != NULL)
    gtk_widget_add_css_class (self->state_box, state_class);
  gtk_label_set_text (self->state_label, state);
  place_state (self);
  /* a chosen seat shows a lock beside its state, never what it chose; a
   * compact panel keeps the room for the level beside it */
  gtk_widget_set_visible (self->lock_icon, g_strcmp0 (state_class, "chosen") == 0 && !self->compact);
  /* a short state asks for one line; a long one for two lines as even as
   * can be, which leaves the seat's name its room; on a compact panel,
   * where the name has a line of its own, the state asks for one line */
  gtk_label_set_natural_wrap_mode (self->state_label,
                                   !self->compact && g_utf8_strlen (state, -1) > STATE_LINE_CHARS
                                   ? GTK_NATURAL_WRAP_INHERIT : GTK_NATURAL_WRAP_NONE);
  if (!lair_shown_seat_get_inside (seen) && lair_shown_seat_get_outcome (seen) != LAIR_OUTCOME_LEFT && !lair_shown_seat_get_winner (seen))
    gtk_widget_add_css_class (self->box, "out");
  else
    gtk_widget_remove_css_class (self->box, "out");

  number = g_strdup_printf ("%d", hand);
  gtk_label_set_text (self->hand_label, number);
  g_free (number);
  number = g_strdup_printf (_("$%d"), chest);
  gtk_label_set_text (self->chest_label, number);

  show_pieces (self->bars_pictures, bars);
  gtk_widget_set_visible (self->bars_box, bars > 0);
  /* Translators: gold bars taken and what they are worth, "2 · $14" */
  bars_text = g_strdup_printf (_("%d · $%d"), bars, lair_shown_seat_get_bar_value (seen));
  gtk_label_set_text (self->bars_label, bars_text);

  hand_name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d gem in hand", "%s: %d gems in hand", hand),
                               lair_seat_get_name (seat), hand);
  chest_name = g_strdup_printf (_("%s: $%d in the chest"), lair_seat_get_name (seat), chest);
  bars_name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d gold bar worth $%d",
                                            "%s: %d gold bars worth $%d", bars),
                               lair_seat_get_name (seat), bars, lair_shown_seat_get_bar_value (seen));
  lair_accessible_name_button (GTK_WIDGET (self->hand_button), hand_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chest_box), GTK_ACCESSIBLE_PROPERTY_LABEL, chest_name, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bars_box), GTK_ACCESSIBLE_PROPERTY_LABEL, bars_name, -1);

  update_extras (self, seen);

  summary = summary_text (self, seen, spoken);
  /* the panel says how the seat stands, once; its button, what happened
   * since the seat last chose, so a screen reader tells the story as the
   * seat's turn comes round again */
  news = self->shown != NULL ? lair_shown_seat_get_news (self->shown) : NULL;
  if (news != NULL && *news != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->choose_button),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, news, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->choose_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, summary, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->token), summary);
}

/* The expected value behind the hand. While the hand is pressed it takes
 * the subtitle's place, short and number first, which is as tall: the
 * panel keeps no empty line for it and nothing moves. A compact panel,
 * whose line the state shares, shows the number and its unit alone; the
 * whole sentence is the label's tooltip and name. */
static void
update_odds (LairSeatPanel *self)
{
  LairShownSeat *seen = self->shown;
  gboolean show_odds = g_settings_get_boolean (self->settings, "show-odds");
  gboolean shown = show_odds && lair_seat_get_inside (self->seat) &&
                   gtk_toggle_button_get_active (self->hand_button);
  double value = lair_seat_get_expected_value (self->seat);
  g_autofree char *ev = NULL;
  g_autofree char *short_ev = NULL;

  /* the seat as shown comes with the seat (see connect_all()) */
  if (seen == NULL)
    return;

  /* Translators: what the next room is expected to bring this seat, in gems */
  ev = g_strdup_printf (_("The next room is worth about %+.1f gems"), value);
  if (self->compact)
    /* Translators: the same on a compact seat panel, where it shares a
     * short line with the seat's state: the number and its unit only */
    short_ev = g_strdup_printf (_("%+.1f gems"), value);
  else
    /* Translators: the same on a seat panel, one short line under the
     * seat's name that may be cut at its end: keep the number first */
    short_ev = g_strdup_printf (_("%+.1f gems from the next room"), value);
  gtk_label_set_text (self->ev_label, short_ev);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->ev_label), ev);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->ev_label), GTK_ACCESSIBLE_PROPERTY_LABEL, ev, -1);
  /* the hand dims as the seat is shown going out; the odds speak of the
   * decision the seat itself is in */
  gtk_widget_set_sensitive (GTK_WIDGET (self->hand_button), show_odds && lair_shown_seat_get_inside (seen));
  gtk_stack_set_visible_child (self->subtitle_stack,
                               GTK_WIDGET (shown ? self->ev_label : self->personality_label));
}

/* The button a seat chooses with; choices stay hidden: a chosen
 * person's button reads "Change" (the state beside the name shows the
 * lock) */
static void
update_choice (LairSeatPanel *self)
{
  LairSeat *seat = self->seat;
  gboolean computer = lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER;
  gboolean deciding = is_deciding (self);
  gboolean chosen = lair_seat_get_selection (seat) == LAIR_SELECTION_SELECTED;
  g_autofree char *choose_name = NULL;

  if (computer)
    {
      gtk_label_set_text (self->choose_label, _("Take Over"));
      choose_name = g_strdup_printf (_("Take Over %s"), lair_seat_get_name (seat));
    }
  else if (chosen)
    {
      gtk_label_set_text (self->choose_label, _("Change"));
      choose_name = g_strdup_printf (_("Change choice for %s"), lair_seat_get_name (seat));
    }
  else
    {
      gtk_label_set_text (self->choose_label, _("Choose"));
      choose_name = g_strdup_printf (_("Choose for %s"), lair_seat_get_name (seat));
    }
  lair_accessible_name_button (GTK_WIDGET (self->choose_button), choose_name);
  if (chosen && !computer)
    gtk_widget_add_css_class (GTK_WIDGET (self->choose_button), "chosen");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->choose_button), "chosen");
  if (deciding && !chosen && !computer)
    gtk_widget_add_css_class (GTK_WIDGET (self->choose_button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->choose_button), "suggested-action");

  set_choose_sensitive (self, deciding);
  place_state (self);
  lair_grace_ring_set_duration (self->grace_ring, lair_game_session_get_grace_delay (self->session));
  lair_grace_ring_set_running (self->grace_ring,
                               deciding && chosen && lair_game_session_get_in_grace (self->session));

  /* options left open must not offer a decision that is over */
  if (gtk_widget_get_visible (GTK_WIDGET (self->options_popover)) &&
      (!deciding || lair_game_session_get_decision (self->session) != self->menu_decision))
    gtk_popover_popdown (self->options_popover);
}

/* The story moved on, or handed the seat back to itself */
static void
update_told (LairSeatPanel *self)
{
  if (self->seat == NULL || self->session == NULL || self->settings == NULL)
    return;
  update_standing (self);
  update_odds (self);
  update_choice (self);
}

static void
option_clicked_cb (GtkButton     *button,
                   LairSeatPanel *self)
{
  LairChoice choice = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "choice"));
  g_autoptr(GError) error = NULL;

  gtk_popover_popdown (self->options_popover);
  if (!lair_game_session_choose_for_decision (self->session, self->menu_decision,
                                              lair_seat_get_index (self->seat), choice, &error))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
}

static void
computer_clicked_cb (GtkButton     *button,
                     LairSeatPanel *self)
{
  g_autoptr(GError) error = NULL;

  gtk_popover_popdown (self->options_popover);
  if (!lair_game_session_hand_to_computer (self->session, lair_seat_get_index (self->seat), &error))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
}

/* The current room, for the numbers of its options */
static LairRoomItem *
current_room (LairSeatPanel *self)
{
  GListModel *rooms = lair_game_session_get_rooms (self->session);
  guint n_rooms = g_list_model_get_n_items (rooms);

  return n_rooms > 0 ? g_list_model_get_item (rooms, n_rooms - 1) : NULL;
}

static GtkWidget *
option_picture (LairChoice choice)
{
  const char *art = lair_choice_art (choice);
  GtkWidget *picture;

  if (art == NULL)
    {
      picture = gtk_image_new_from_icon_name (lair_choice_icon_name (choice));
      gtk_image_set_pixel_size (GTK_IMAGE (picture), 32);
      gtk_accessible_update_state (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    }
  else if (g_str_has_prefix (art, "sprite-"))
    picture = lair_sprite_new (art, 40, 40);
  else
    picture = lair_sprite_new (art, 32, 48);
  gtk_widget_set_size_request (picture, 48, 48);
  return picture;
}

/* The seat's own choice, marked where only its options show it */
static void
mark_chosen (GtkWidget *button,
             GtkWidget *box)
{
  GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_accessible_update_state (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_widget_add_css_class (button, "chosen");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Your choice"), -1);
}

/* A large option: its picture, its name and what it means */
static GtkWidget *
option_button_new (LairChoice  choice,
                   const char *label,
                   const char *detail,
                   gboolean    chosen)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (label);
  GtkWidget *subtitle = gtk_label_new (detail);
  g_autofree char *name = g_strdup_printf (_("%s — %s"), label, detail);

  gtk_box_append (GTK_BOX (box), option_picture (choice));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 26);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (subtitle), 26);
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_box_append (GTK_BOX (words), title);
  gtk_box_append (GTK_BOX (words), subtitle);
  gtk_widget_set_hexpand (words, TRUE);
  gtk_widget_set_valign (words, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), words);
  if (chosen)
    mark_chosen (button, box);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "seat-option");
  lair_accessible_name_button (button, name);
  g_object_set_data (G_OBJECT (button), "choice", GINT_TO_POINTER (choice));
  return button;
}

/* Monte's cards, face down in a row as on the table */
static GtkWidget *
card_button_new (LairChoice choice,
                 gboolean   chosen)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *text = lair_choice_option_label (choice, 0, 0);
  GtkWidget *label = gtk_label_new (text);

  gtk_box_append (GTK_BOX (box), lair_sprite_new ("monte-back", 56, 84));
  if (chosen)
    mark_chosen (button, box);
  gtk_box_append (GTK_BOX (box), label);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_add_css_class (button, "seat-option");
  gtk_widget_add_css_class (button, "monte-card");
  lair_accessible_name_button (button, text);
  g_object_set_data (G_OBJECT (button), "choice", GINT_TO_POINTER (choice));
  return button;
}

static gboolean
floor_to_share (LairSeatPanel *self)
{
  return lair_game_session_get_floor_gems (self->session) > 0 ||
         lair_game_session_get_floor_bars (self->session) > 0;
}

static void
fill_options (LairSeatPanel *self)
{
  LairOptions options = lair_seat_get_options (self->seat);
  /* a computer's pick is its secret: whoever takes the seat over starts
   * from no choice */
  LairChoice marked = lair_seat_get_selection (self->seat) == LAIR_SELECTION_SELECTED &&
                      lair_seat_get_kind (self->seat) == LAIR_SEAT_HUMAN ?
                      lair_seat_get_choice (self->seat) : LAIR_CHOICE_NONE;
  g_autoptr(LairRoomItem) room = current_room (self);
  guint part = room != NULL ? lair_room_item_get_part (room) : 0;
  GtkWidget *cards = NULL;
  GtkWidget *first = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box))) != NULL)
    gtk_box_remove (self->options_box, child);

  self->menu_decision = lair_game_session_get_decision (self->session);

  if (lair_seat_get_kind (self->seat) == LAIR_SEAT_COMPUTER)
    {
      GtkWidget *note = gtk_label_new (_("Choosing takes this seat from the computer."));

      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (note), 30);
      gtk_label_set_xalign (GTK_LABEL (note), 0);
      gtk_widget_add_css_class (note, "caption");
      gtk_widget_add_css_class (note, "dim-label");
      gtk_box_append (self->options_box, note);
    }

  for (guint n = 0; n < LAIR_N_CHOICES; n++)
    {
      LairChoice c = lair_choice_nth (n);
      GtkWidget *button;

      if (!(options & LAIR_OPTION (c)))
        continue;

      if (c == LAIR_CHOICE_CARD1 || c == LAIR_CHOICE_CARD2 || c == LAIR_CHOICE_CARD3)
        {
          if (cards == NULL)
            {
              cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
              gtk_box_set_homogeneous (GTK_BOX (cards), TRUE);
              gtk_box_append (self->options_box, cards);
            }
          button = card_button_new (c, c == marked);
          gtk_box_append (GTK_BOX (cards), button);
        }
      else
        {
          g_autofree char *label = lair_choice_option_label (c, options, part);
          g_autofree char *detail = lair_choice_describe (c, part, lair_seat_get_hand (self->seat),
                                                          floor_to_share (self));

          button = option_button_new (c, label, detail, c == marked);
          gtk_box_append (self->options_box, button);
        }
      g_signal_connect (button, "clicked", G_CALLBACK (option_clicked_cb), self);
      if (first == NULL || c == marked)
        first = button;
    }

  if (lair_seat_get_kind (self->seat) == LAIR_SEAT_HUMAN)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *image = gtk_image_new_from_icon_name ("lair-computer-symbolic");

      gtk_accessible_update_state (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), image);
      gtk_box_append (GTK_BOX (box), gtk_label_new (_("Let the Computer Play")));
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "flat");
      lair_accessible_name_button (button, _("Let the Computer Play"));
      gtk_box_append (self->options_box, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      if (self->session != NULL)
        {
          /* what a strong player would do here, and why */
          GtkWidget *hint = lair_hint_button_new ();

          lair_hint_button_set_session (LAIR_HINT_BUTTON (hint), self->session);
          lair_hint_button_set_seat (LAIR_HINT_BUTTON (hint), self->seat);
          gtk_box_append (self->options_box, hint);
        }
      g_signal_connect (button, "clicked", G_CALLBACK (computer_clicked_cb), self);
      gtk_box_append (self->options_box, button);
    }

  if (first != NULL)
    gtk_widget_grab_focus (first);
}

/* The options open above the seat's button, inside the window; where
 * they would cover the room being decided on, they move sideways beside
 * it if the window has the room. Nothing here is drawn: it only says
 * where GTK puts the popover, which on its own keeps it on the screen,
 * not in the window. */
/* The popover's frame and arrow around its content, and a margin */
#define FRAME 48
/* The least room below a seat's button for options that scroll there */
#define MIN_BELOW 200

static void
place_options (LairSeatPanel *self)
{
  GtkWidget *popover = GTK_WIDGET (self->options_popover);
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  GtkWidget *room = self->board != NULL ? GTK_WIDGET (lair_path_get_current_card (self->board)) : NULL;
  graphene_rect_t keep, button;
  int width, height, root_width, above, below;
  gboolean below_fits;
  float centred, left, top, gap = 12;

  if (root == NULL || !gtk_widget_compute_bounds (GTK_WIDGET (self->choose_button), root, &button))
    return;
  root_width = gtk_widget_get_width (root);
  above = (int) button.origin.y;
  below = gtk_widget_get_height (root) - (int) (button.origin.y + button.size.height);
  gtk_scrolled_window_set_max_content_height (self->options_scroller, -1);
  gtk_widget_measure (popover, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (popover, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  /* below the button where they fit there, as the room is above the
   * seats; else on the side with more room. Either way no taller than
   * that side, less the popover's frame and arrow: the rest scrolls (the
   * hint opens inside, and grows them) */
  /* (or enough of them to scroll through, when the room is above) */
  below_fits = height + FRAME <= below ||
               (room != NULL && gtk_widget_get_mapped (room) && gtk_widget_compute_bounds (room, root, &keep) &&
                keep.origin.y + keep.size.height <= button.origin.y && below >= MIN_BELOW);
  gtk_popover_set_position (self->options_popover, below_fits || below > above ? GTK_POS_BOTTOM : GTK_POS_TOP);
  gtk_scrolled_window_set_max_content_height (self->options_scroller,
                                              MAX ((below_fits || below > above ? below : above) - FRAME, 120));
  /* where GTK puts it: centred on the button */
  centred = button.origin.x + button.size.width / 2 - width / 2.0f;
  left = CLAMP (centred, 0, MAX (root_width - width, 0));
  top = below_fits || below > above ? button.origin.y + button.size.height : button.origin.y - height;

  if (room != NULL && gtk_widget_get_mapped (room) && gtk_widget_compute_bounds (room, root, &keep) &&
      left < keep.origin.x + keep.size.width && keep.origin.x < left + width &&
      top < keep.origin.y + keep.size.height && keep.origin.y < top + height)
    {
      float right_of = keep.origin.x + keep.size.width + gap;
      float left_of = keep.origin.x - gap - width;
      gboolean right_fits = right_of + width <= root_width;
      gboolean left_fits = left_of >= 0;

      if (right_fits && (!left_fits || right_of - left <= left - left_of))
        left = right_of;
      else if (left_fits)
        left = left_of;
    }
  gtk_popover_set_offset (self->options_popover, (int) roundf (left - centred), 0);
  /* moved aside, the arrow would point past the button */
  gtk_popover_set_has_arrow (self->options_popover, fabsf (left - centred) < button.size.width / 2);
}

static void
popover_visible_cb (LairSeatPanel *self)
{
  gboolean visible = gtk_widget_get_visible (GTK_WIDGET (self->options_popover));

  if (self->session == NULL || self->seat == NULL)
    return;
  if (visible)
    {
      fill_options (self);
      place_options (self);
    }
  if (lair_game_session_get_phase (self->session) == LAIR_SESSION_PLAYING &&
      lair_seat_get_inside (self->seat))
    lair_game_session_set_selecting (self->session, lair_seat_get_index (self->seat), visible);
}

/* What each part of the panel follows */
static const struct {
  const char *signal;
  void (*callback) (LairSeatPanel *self);
} seat_notifies[] = {
  /* what it holds and how it stands come from the seat as shown (see
   * lair_seat_panel_set_shown()) */
  { "notify::name", update_identity },
  { "notify::kind", update_identity },
  { "notify::level", update_identity },
  { "notify::personality", update_identity },
  { "notify::name", update_standing },
  { "notify::kind", update_standing },
  { "notify::selection", update_standing },
  { "notify::remote", update_standing },
  { "notify::inside", update_odds },
  { "notify::expected-value", update_odds },
  { "notify::name", update_choice },
  { "notify::kind", update_choice },
  { "notify::selection", update_choice },
  { "notify::inside", update_choice },
  { "notify::options", update_choice },
}, session_notifies[] = {
  { "notify::phase", update_choice },
  { "notify::decision", update_choice },
  { "notify::in-grace", update_choice },
  { "notify::grace-delay", update_choice },
  { "notify::watching", update_choice },
};

static void
connect_all (LairSeatPanel *self)
{
  if (self->session == NULL || self->seat == NULL || self->settings == NULL)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (seat_notifies); i++)
    g_signal_connect_object (self->seat, seat_notifies[i].signal, G_CALLBACK (seat_notifies[i].callback), self,
                             G_CONNECT_SWAPPED);
  for (guint i = 0; i < G_N_ELEMENTS (session_notifies); i++)
    g_signal_connect_object (self->session, session_notifies[i].signal, G_CALLBACK (session_notifies[i].callback),
                             self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->seat, "name", self->name_label, "label", G_BINDING_SYNC_CREATE);
  if (self->shown == NULL)
    lair_seat_panel_set_shown (self, NULL);
  g_signal_connect_object (self->settings, "changed::show-odds", G_CALLBACK (update_odds), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hand_button, "toggled", G_CALLBACK (update_odds), self, G_CONNECT_SWAPPED);

  update_identity (self);
  update_told (self);
}

static void
lair_seat_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SEAT:
      g_value_set_object (value, self->seat);
      break;
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_seat_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    case PROP_SEAT:
      self->seat = g_value_dup_object (value);
      break;
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_seat_panel_constructed (GObject *object)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (object);

  G_OBJECT_CLASS (lair_seat_panel_parent_class)->constructed (object);

  connect_all (self);
}

/* Layout */

/* The width a compact panel asks for, so that five share a line of 1280
 * pixels and four the window's first 1000; a wider place it fills all
 * the same */
#define COMPACT_WIDTH 178

static GtkSizeRequestMode
lair_seat_panel_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* A panel's width is set here rather than by its words, which are longer
 * in some languages than in others and change as the game goes (a state,
 * the expected value): a panel asks for LAIR_SEAT_PANEL_FULL_WIDTH at its
 * full size and COMPACT_WIDTH compact, and its name and level give way
 * inside it. So the seats' lines never flow anew as a panel's words
 * change. */
static void
lair_seat_panel_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (widget);

  gtk_widget_measure (self->box, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, self->compact ? COMPACT_WIDTH : LAIR_SEAT_PANEL_FULL_WIDTH);
}

static void
lair_seat_panel_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  gtk_widget_allocate (LAIR_SEAT_PANEL (widget)->box, width, height, baseline, NULL);
}

static void
lair_seat_panel_dispose (GObject *object)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (object);
  GtkWidget *child;

  /* GTK 4.8 can keep a popover that had the focus after its button is
   * gone: the options in it, and the session they hold, go now */
  while (self->options_box != NULL &&
         (child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box))) != NULL)
    gtk_box_remove (self->options_box, child);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_SEAT_PANEL);
  if (self->shown != NULL)
    g_signal_handlers_disconnect_by_data (self->shown, self);
  g_clear_weak_pointer (&self->board);
  g_clear_object (&self->shown);
  g_clear_object (&self->seat);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (lair_seat_panel_parent_class)->dispose (object);
}

static void
lair_seat_panel_class_init (LairSeatPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = lair_seat_panel_get_property;
  object_class->set_property = lair_seat_panel_set_property;
  object_class->constructed = lair_seat_panel_constructed;
  object_class->dispose = lair_seat_panel_dispose;
  widget_class->get_request_mode = lair_seat_panel_get_request_mode;
  widget_class->measure = lair_seat_panel_measure;
  widget_class->size_allocate = lair_seat_panel_size_allocate;

  /**
   * LairSeatPanel:session:
   *
   * The session the seat plays in.
   */
  properties[PROP_SESSION] = g_param_spec_object ("session", NULL, NULL, LAIR_TYPE_GAME_SESSION, flags);

  /**
   * LairSeatPanel:seat:
   *
   * The seat the panel shows; the panel follows its properties.
   */
  properties[PROP_SEAT] = g_param_spec_object ("seat", NULL, NULL, LAIR_TYPE_SEAT, flags);

  /**
   * LairSeatPanel:settings:
   *
   * The application's settings, for whether the odds are shown.
   */
  properties[PROP_SETTINGS] = g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (LAIR_TYPE_SEAT_TOKEN);
  g_type_ensure (LAIR_TYPE_GRACE_RING);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-seat-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, token);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, subtitle_stack);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, personality_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, header_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, subtitle_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, state_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, state_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, holdings_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, hand_button);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, hand_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, hand_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, chest_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, chest_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, bars_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, bars_pictures);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, bars_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, extras_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, extras_line);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, size_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, size_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, queens_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, changelings_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, devil_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, devil_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, ev_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, choose_button);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, lock_icon);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, choose_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, options_popover);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, options_scroller);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, options_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, grace_ring);
  gtk_widget_class_bind_template_callback (widget_class, popover_visible_cb);
}

static void
lair_seat_panel_init (LairSeatPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* the pieces a seat holds, drawn from the board art */
  gtk_box_prepend (GTK_BOX (self->hand_box), lair_sprite_new ("sprite-gem", 22, 22));
  add_pieces (self->bars_pictures, "sprite-bar", 18);
  self->mushroom = lair_sprite_new ("sprite-mushroom", 32, 32);
  gtk_box_prepend (GTK_BOX (self->size_box), self->mushroom);
  add_pieces (self->queens_box, "sprite-queen", 18);
  add_pieces (self->changelings_box, "sprite-changeling", 18);
  gtk_box_prepend (GTK_BOX (self->devil_box), lair_sprite_new ("sprite-contract", 18, 18));
}

/**
 * lair_seat_panel_new:
 * @session: the session
 * @seat: a seat in the game
 * @settings: the application's settings (whether odds are shown)
 *
 * Returns: (transfer full): a panel for @seat
 */
GtkWidget *
lair_seat_panel_new (LairGameSession *session,
                     LairSeat        *seat,
                     GSettings       *settings)
{
  return g_object_new (LAIR_TYPE_SEAT_PANEL,
                       "session", session,
                       "seat", seat,
                       "settings", settings,
                       NULL);
}

/**
 * lair_seat_panel_get_seat:
 * @self: a #LairSeatPanel
 *
 * Returns: (transfer none): the panel's seat
 */
LairSeat *
lair_seat_panel_get_seat (LairSeatPanel *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT_PANEL (self), NULL);
  return self->seat;
}

static void
shown_notify_cb (LairSeatPanel *self)
{
  self->told = self->shown != NULL && !lair_shown_seat_get_following (self->shown);
  update_told (self);
}

/**
 * lair_seat_panel_set_shown:
 * @self: a #LairSeatPanel
 * @shown: (nullable): the seat as the board shows it, or %NULL for the
 *   seat itself
 *
 * Keeps what the panel shows of the seat in step with the board's story,
 * which may not have told yet what the seat holds and how it stands.
 */
void
lair_seat_panel_set_shown (LairSeatPanel *self,
                           LairShownSeat *shown)
{
  g_autoptr(LairShownSeat) own = NULL;

  g_return_if_fail (LAIR_IS_SEAT_PANEL (self));
  g_return_if_fail (shown == NULL || LAIR_IS_SHOWN_SEAT (shown));

  /* with no story to follow, the seat itself as it is */
  if (shown == NULL && self->seat != NULL)
    shown = own = lair_shown_seat_new (self->seat);
  if (self->shown == shown)
    return;
  if (self->shown != NULL)
    g_signal_handlers_disconnect_by_data (self->shown, self);
  g_set_object (&self->shown, shown);
  /* one look at the seat as shown for whatever changed: the panel's
   * parts all read it together */
  if (shown != NULL)
    g_signal_connect_object (shown, "notify", G_CALLBACK (shown_notify_cb), self, G_CONNECT_SWAPPED);
  shown_notify_cb (self);
}

/**
 * lair_seat_panel_set_board:
 * @self: a #LairSeatPanel
 * @board: (nullable): the board's path of rooms
 *
 * The seat's options open beside the room being decided on rather than
 * over it, where the window has the room.
 */
void
lair_seat_panel_set_board (LairSeatPanel *self,
                           LairPath      *board)
{
  g_return_if_fail (LAIR_IS_SEAT_PANEL (self));
  g_return_if_fail (board == NULL || LAIR_IS_PATH (board));

  g_set_weak_pointer (&self->board, board);
}

/**
 * lair_seat_panel_open_options:
 * @self: a #LairSeatPanel
 *
 * Opens the seat's options, if it has options now.
 */
void
lair_seat_panel_open_options (LairSeatPanel *self)
{
  g_return_if_fail (LAIR_IS_SEAT_PANEL (self));

  if (is_deciding (self))
    gtk_menu_button_popup (self->choose_button);
}

/**
 * lair_seat_panel_focus_choice:
 * @self: a #LairSeatPanel
 *
 * Gives the keyboard focus to the button a person chooses with, if this
 * seat is a person's and may choose now.
 *
 * Returns: whether the button has the focus
 */
gboolean
lair_seat_panel_focus_choice (LairSeatPanel *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT_PANEL (self), FALSE);

  if (self->seat == NULL || lair_seat_get_kind (self->seat) != LAIR_SEAT_HUMAN ||
      !gtk_widget_is_sensitive (GTK_WIDGET (self->choose_button)))
    return FALSE;
  return gtk_widget_grab_focus (GTK_WIDGET (self->choose_button));
}

/* Moves the state to the end of @box */
static void
move_state_to (LairSeatPanel *self,
               GtkWidget     *box)
{
  GtkWidget *state = self->state_box;

  if (gtk_widget_get_parent (state) == box)
    return;
  g_object_ref (state);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (state)), state);
  gtk_box_append (GTK_BOX (box), state);
  g_object_unref (state);
}

/**
 * lair_seat_panel_set_compact:
 * @self: a #LairSeatPanel
 * @compact: whether the panel takes as little height as it can
 *
 * Lays the panel out in fewer lines, for a table of many seats or a
 * narrow window: the name on a line of its own, the state beside the
 * level on one line without the lock, a smaller token, and slimmer
 * paddings; a compact panel asks for no more width than five of
 * them need to share a line.
 */
void
lair_seat_panel_set_compact (LairSeatPanel *self,
                             gboolean       compact)
{
  g_return_if_fail (LAIR_IS_SEAT_PANEL (self));

  compact = !!compact;
  if (compact == self->compact)
    return;
  self->compact = compact;

  /* the name and the level on lines of their own; the state on one line,
   * cut short rather than taller, its whole text in the panel's summary
   * (see place_state) */
  gtk_widget_set_hexpand (self->state_box, compact);
  gtk_widget_set_halign (self->state_box, compact ? GTK_ALIGN_END : GTK_ALIGN_FILL);
  gtk_label_set_wrap (self->state_label, !compact);
  gtk_label_set_ellipsize (self->state_label, compact ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  gtk_label_set_lines (self->personality_label, compact ? 1 : 2);
  gtk_widget_set_size_request (GTK_WIDGET (self->token), compact ? 26 : 34, compact ? 26 : 34);
  gtk_box_set_spacing (GTK_BOX (self->box), compact ? 2 : 6);
  gtk_box_set_spacing (GTK_BOX (self->holdings_box), compact ? 2 : 4);

  gtk_widget_queue_resize (GTK_WIDGET (self));

  if (compact)
    gtk_widget_add_css_class (self->box, "compact");
  else
    gtk_widget_remove_css_class (self->box, "compact");
  update_standing (self);
  update_choice (self);
  update_odds (self);
}
