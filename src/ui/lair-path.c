/* lair-path.c — the dungeon's rooms laid out as a path of cards
 *
 * The rooms entered so far lie left to right, the current one the
 * largest with the tokens of the seats inside standing on it, and the
 * room ahead face down after it. The last rooms before the current one
 * lie whole beside it; the older ones are fanned, each over the one
 * before it, so that every card keeps its left edge, with its number and
 * its floor, in view however long the path grows. When the board has no
 * room beside the current card for them, the fanned rooms lie in rows
 * above it; only a board too small even for that piles the oldest. Each
 * Sphinx forks the path into its two coin rooms, with the coins of each
 * and who walked which way. At the end of a dungeon the whole dungeon
 * lies face up, in rows.
 *
 * Which room is current, which cards are turned and who stands where are
 * set by the story as it is told (lair-storyteller.c), so the board never
 * runs ahead of what the players have been shown; lair_path_sync() sets
 * them all from the session at rest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lair-art.h"
#include "lair-labels.h"
#include "lair-path.h"
#include "lair-seat-token.h"

struct _LairPath
{
  GtkWidget        parent_instance;

  LairGameSession *session;
  LairShownBoard  *board;          /* what the board has told lies on the floor */
  GBindingGroup   *floor_binding;  /* the floor follows the board's */
  gint             floor_gems;
  guint            floor_bars;
  GPtrArray       *cards;          /* of LairRoomCard, in the order of the rooms */
  GtkWidget       *next_card;      /* the room ahead, face down */
  LairRoomItem    *current;
  gboolean         revealed;
  guint32          inside;
  LairScene        scene;

  /* the Sphinxes' forks, of Fork; the latest Sphinx */
  GArray          *forks;
  LairRoomItem    *sphinx;

  /* where things were laid out */
  graphene_rect_t  current_rect;
  gboolean         has_current;
  GPtrArray       *fanned;         /* the cards lying over the one before them */
  float            peek_factor;    /* the labels' width, as a share of what peek_width() reckons */

  /* the oldest rooms, when the board has no room for them: a pile */
  graphene_rect_t  pile_rect;
  guint            pile_first;
  guint            pile_last;
  guint            pile_gap;        /* a Sphinx kept beside the pile, within its range, or 0 */
  gboolean         has_pile;
  guint            described_pile;  /* first << 20 | gap << 10 | last, as said to a screen reader */
  GtkWidget       *pile_button;     /* over the pile: its rooms, face up in a strip that scrolls */
};

/* One Sphinx's two ways: the coins found each way and who walked it */
typedef struct
{
  LairRoomItem    *room;   /* its card holds it */
  gint             coins[2];
  guint32          seats[2];
  graphene_rect_t  rect;   /* where the ways are drawn */
  gboolean         shown;
} Fork;

G_DEFINE_FINAL_TYPE (LairPath, lair_path, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_FLOOR_GEMS,
  PROP_FLOOR_BARS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void set_floor (LairPath *self,
                       gint      gems,
                       guint     bars);

#define RATIO 1.5f
#define GAP 8.0f
#define MARGIN 8.0f
/* the smallest an older card gets, its number and floor still legible */
#define MIN_PAST_WIDTH 44.0f
/* the rooms just before the current one, never fanned */
#define N_WHOLE 3
/* of the current card's width: the rooms before it at most… */
#define PAST_SHARE 0.55f
/* …and the last ones, when the older ones lie in rows of their own… */
#define RECENT_SHARE 0.4f
/* …and those older ones at least */
#define OLDER_SHARE 0.25f
#define MONTE_FLIP_SHARE 0.15 /* of the shuffle, spent turning the cards face down */

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static guint
card_index (LairPath     *self,
            LairRoomItem *room)
{
  for (guint i = 0; i < self->cards->len; i++)
    if (lair_room_card_get_room (g_ptr_array_index (self->cards, i)) == room)
      return i;
  return G_MAXUINT;
}

/* Shows a card on the board or takes it away; a card taken away is out
 * of the accessibility tree too, so that a screen reader never speaks of
 * a room the board does not show, such as a room ahead once the dungeon
 * is over. (A card the layout leaves out for want of room stays in the
 * tree: the room is still on the path.) */
static void
show_card (GtkWidget *card,
           gboolean   shown)
{
  gtk_widget_set_child_visible (card, shown);
  gtk_accessible_update_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
}

/* Which cards show: every room up to the current one, the rooms entered
 * but not yet turned over (face down), and at the end the rest. */
static void
update_cards (LairPath *self)
{
  guint current = self->current != NULL ? card_index (self, self->current) : G_MAXUINT;
  gboolean playing = self->session != NULL &&
                     lair_game_session_get_phase (self->session) == LAIR_SESSION_PLAYING;
  gboolean any_face_down = FALSE;

  for (guint i = 0; i < self->cards->len; i++)
    {
      LairRoomCard *card = g_ptr_array_index (self->cards, i);
      LairRoomItem *room = lair_room_card_get_room (card);
      gboolean entered = lair_room_item_get_entered (room);
      gboolean face_down = current != G_MAXUINT ? i > current : FALSE;

      if (!self->revealed && current == G_MAXUINT && entered && self->current == NULL)
        face_down = FALSE;
      show_card (GTK_WIDGET (card), entered || self->revealed);
      lair_room_card_set_face_down (card, face_down && entered);
      lair_room_card_set_current (card, i == current);
      lair_room_card_set_n_players (card, self->session != NULL ? lair_game_session_get_n_players (self->session) : 0);
      any_face_down |= face_down && entered;
    }

  show_card (self->next_card, playing && !self->revealed && !any_face_down && self->current != NULL);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
rooms_changed_cb (LairPath   *self,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GListModel *rooms)
{
  for (guint i = 0; i < removed; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, position);

      if (lair_room_card_get_room (LAIR_ROOM_CARD (card)) == self->current)
        self->current = NULL;
      if (lair_room_card_get_room (LAIR_ROOM_CARD (card)) == self->sphinx)
        self->sphinx = NULL;
      for (guint k = 0; k < self->forks->len; k++)
        if (g_array_index (self->forks, Fork, k).room == lair_room_card_get_room (LAIR_ROOM_CARD (card)))
          g_array_remove_index (self->forks, k--);
      g_ptr_array_remove (self->fanned, card);
      gtk_widget_unparent (card);
      g_ptr_array_remove_index (self->cards, position);
    }
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, position + i);
      GtkWidget *card = lair_room_card_new (room);

      gtk_widget_insert_before (card, GTK_WIDGET (self), self->next_card);
      g_ptr_array_insert (self->cards, position + i, card);
    }
  if (g_list_model_get_n_items (rooms) == 0)
    {
      self->revealed = FALSE;
      self->sphinx = NULL;
      g_array_set_size (self->forks, 0);
    }
  update_cards (self);
}

/* Layout */

static void
place (GtkWidget *child,
       float      x,
       float      y,
       float      width)
{
  GskTransform *transform = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y));

  gtk_widget_allocate (child, (int) width, (int) (width * RATIO), -1, transform);
}

/* All the visible cards of the dungeon, at one size, in rows. */
static void
allocate_rows (LairPath *self,
               int       width,
               int       height,
               GPtrArray *shown)
{
  float avail_w = width - 2 * MARGIN, avail_h = height - 2 * MARGIN;
  float w = MIN (avail_w, avail_h / RATIO);
  guint cols = 1, n = shown->len;

  for (; w > 24; w -= 2)
    {
      guint rows;

      cols = MAX (1, (guint) ((avail_w + GAP) / (w + GAP)));
      rows = (n + cols - 1) / cols;
      if (rows * (w * RATIO + GAP) - GAP <= avail_h)
        break;
    }
  cols = MIN (cols, MAX (n, 1));
  {
    float row_w = cols * (w + GAP) - GAP;
    float x0 = MARGIN + (avail_w - row_w) / 2;

    for (guint i = 0; i < n; i++)
      place (g_ptr_array_index (shown, i), x0 + (i % cols) * (w + GAP),
             MARGIN + (i / cols) * (w * RATIO + GAP), w);
  }
}

static Fork *
find_fork (LairPath     *self,
           LairRoomItem *room)
{
  for (guint i = 0; i < self->forks->len; i++)
    if (g_array_index (self->forks, Fork, i).room == room)
      return &g_array_index (self->forks, Fork, i);
  return NULL;
}

/* A place in the rows of the rooms before the current one: a card, or
 * the pile of the oldest */
typedef struct
{
  GtkWidget *card;   /* NULL: the pile */
  Fork      *fork;   /* a Sphinx's ways, drawn after its card */
  gboolean   whole;  /* never fanned: the last rooms, the pile */
  float      x;
  float      y;
} Slot;

/* How much of a fanned card stays in view: its left edge, where
 * lair-room-card.c draws its number, what it held and what lies on its
 * floor, in pills of a font of 11 % of the card's width. That reckoning,
 * times @factor, is checked against lair_room_card_get_label_bounds()
 * once the cards are laid out (see lair_path_size_allocate()). */
static float
reckon_labels (float s)
{
  float font_px = CLAMP (s * 0.11f, 9.0f, 26.0f);

  return s * 0.05f + font_px * 4.2f + 4;
}

static float
peek_width (float s,
            float factor)
{
  return reckon_labels (s) * factor;
}

/* From one slot to the next in its row, at card width @s, a fanned card
 * @a on */
static float
slot_advance (const Slot *slot,
              float       s,
              float       a)
{
  return (slot->whole ? s + GAP : a) + (slot->fork != NULL ? s / 2 + GAP : 0);
}

/* The width a slot takes at the end of its row */
static float
slot_extent (const Slot *slot,
             float       s)
{
  return s + (slot->fork != NULL ? GAP + s / 2 : 0);
}

#define MAX_ROWS 8

/* Lays @n slots out in rows of @width at most, filled from the last one
 * (which lies next to the current card) back, so that the first row
 * holds what is left over. Returns how many rows that takes, or
 * G_MAXUINT when it takes more than @max_rows. With @x0 and @y0 not
 * negative, sets where each slot lies, the rows from @x0, and @block_w
 * to the widest row. */
static guint
flow (Slot  *slots,
      guint  n,
      float  s,
      float  a,
      float  width,
      guint  max_rows,
      float  x0,
      float  y0,
      float *block_w)
{
  guint starts[MAX_ROWS + 1];
  guint rows = 0, end = n;

  max_rows = MIN (max_rows, MAX_ROWS);
  while (end > 0)
    {
      guint start = end - 1;
      float w = slot_extent (&slots[start], s);

      if (rows == max_rows || w > width)
        return G_MAXUINT;
      while (start > 0 && w + slot_advance (&slots[start - 1], s, a) <= width)
        w += slot_advance (&slots[--start], s, a);
      starts[rows++] = start;
      end = start;
    }

  if (x0 >= 0 && y0 >= 0)
    {
      *block_w = 0;
      for (guint r = 0; r < rows; r++)
        {
          guint first = starts[rows - 1 - r];
          guint last = r + 1 < rows ? starts[rows - 2 - r] : n;
          float x = x0;

          for (guint i = first; i < last; i++)
            {
              slots[i].x = x;
              slots[i].y = y0 + r * (s * RATIO + GAP);
              if (i + 1 < last)
                x += slot_advance (&slots[i], s, a);
              else
                *block_w = MAX (*block_w, x - x0 + slot_extent (&slots[i], s));
            }
        }
    }
  return rows;
}

/* The largest card width from @s_max down to @s_min at which @slots fit
 * in rows within @width × @height, and the widest a fanned card may then
 * show; %FALSE when they fit at none. A width at which the fanned cards
 * show at least half of themselves comes first: cards a little smaller
 * read better than cards mostly hidden. */
static gboolean
fit (Slot  *slots,
     guint  n,
     float  width,
     float  height,
     float  s_max,
     float  s_min,
     float  factor,
     float *out_s,
     float *out_a)
{
  if (n == 0)
    {
      *out_s = s_max;
      *out_a = s_max + GAP;
      return TRUE;
    }

  for (gint half = 1; half >= 0; half--)
    for (float s = floorf (s_max); s >= s_min; s -= 1)
      {
        guint max_rows = (guint) ((height + GAP) / (s * RATIO + GAP));
        float lo = MIN (MAX (peek_width (s, factor), half ? (s + GAP) / 2 : 0), s + GAP), hi = s + GAP;

        if (max_rows == 0 || flow (slots, n, s, lo, width, max_rows, -1, -1, NULL) == G_MAXUINT)
          continue;
        /* no more overlap than the board needs */
        if (flow (slots, n, s, hi, width, max_rows, -1, -1, NULL) != G_MAXUINT)
          lo = hi;
        for (guint k = 0; k < 8 && hi - lo > 0.5f; k++)
          {
            float mid = (lo + hi) / 2;

            if (flow (slots, n, s, mid, width, max_rows, -1, -1, NULL) != G_MAXUINT)
              lo = mid;
            else
              hi = mid;
          }
        *out_s = s;
        *out_a = floorf (lo);
        return TRUE;
      }
  return FALSE;
}

/* Allocates the slots where flow() put them; the cards lying over the
 * one before them are noted to be drawn with a shadow */
static void
place_slots (LairPath *self,
             Slot     *slots,
             guint     n,
             float     s,
             float     a)
{
  for (guint i = 0; i < n; i++)
    {
      Slot *slot = &slots[i];

      if (slot->card != NULL)
        {
          gtk_widget_set_child_visible (slot->card, TRUE);
          place (slot->card, slot->x, slot->y, s);
          if (i > 0 && slots[i - 1].card != NULL && slots[i - 1].y == slot->y &&
              slot->x < slots[i - 1].x + s)
            g_ptr_array_add (self->fanned, slot->card);
        }
      else
        {
          self->pile_rect = GRAPHENE_RECT_INIT (slot->x, slot->y, s, s * RATIO);
          self->has_pile = TRUE;
        }
      if (slot->fork != NULL)
        {
          slot->fork->rect = GRAPHENE_RECT_INIT (slot->x + (slot->whole ? s + GAP : a), slot->y, s / 2, s * RATIO);
          slot->fork->shown = TRUE;
        }
    }
}

/* How wide the labels of the cards that may be fanned are, at their
 * widest, as a share of what reckon_labels() makes of them; 0 when no
 * card may be */
static float
labels_share (Slot  *slots,
              guint  n,
              float  s)
{
  float share = 0;

  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t labels;

      if (slots[i].card == NULL || slots[i].whole)
        continue;
      lair_room_card_get_label_bounds (LAIR_ROOM_CARD (slots[i].card), &labels);
      share = MAX (share, (labels.origin.x + labels.size.width + 2) / reckon_labels (s));
    }
  return share;
}

/* The oldest rooms that do not fit even fanned lie in a pile in the
 * first place, which says which rooms lie in it; with @keep_sphinx the
 * latest Sphinx passed stays in view after it, with its fork: the way
 * the players took leads to the room they stand in. Fills @slots with
 * what is shown of @before, the @n_shown most recent of them, every one
 * but the last fanned, and returns how many. */
static guint
pile_slots (LairPath  *self,
            GPtrArray *before,
            guint      n_shown,
            gboolean   keep_sphinx,
            Slot      *slots)
{
  guint n = 0, first = before->len - n_shown;
  gint sphinx_at = -1;

  self->pile_first = G_MAXUINT;
  self->pile_last = 0;
  self->pile_gap = 0;
  for (guint i = 0; i < first; i++)
    {
      LairRoomItem *room = lair_room_card_get_room (g_ptr_array_index (before, i));
      guint number = lair_room_item_get_number (room);

      if (keep_sphinx && room == self->sphinx && find_fork (self, room) != NULL)
        {
          sphinx_at = i;
          self->pile_gap = number;
          continue;
        }
      self->pile_first = MIN (self->pile_first, number);
      self->pile_last = MAX (self->pile_last, number);
    }
  /* the Sphinx splits the pile only when rooms lie on both sides */
  if (self->pile_gap < self->pile_first || self->pile_gap > self->pile_last)
    self->pile_gap = 0;

  if (self->pile_first != G_MAXUINT)
    slots[n++] = (Slot) { .card = NULL, .whole = TRUE };
  if (sphinx_at >= 0)
    {
      GtkWidget *card = g_ptr_array_index (before, sphinx_at);

      slots[n++] = (Slot) { .card = card, .whole = TRUE,
                            .fork = find_fork (self, lair_room_card_get_room (LAIR_ROOM_CARD (card))) };
    }
  for (guint i = first; i < before->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (before, i);

      slots[n++] = (Slot) { .card = card, .whole = i + 1 == before->len,
                            .fork = find_fork (self, lair_room_card_get_room (LAIR_ROOM_CARD (card))) };
    }
  return n;
}

typedef enum {
  ARRANGE_BESIDE,  /* every room before the current one in rows beside it */
  ARRANGE_ABOVE,   /* the last beside it, the fanned ones in rows above */
  ARRANGE_PILE,    /* beside it, the oldest piled */
} Arrangement;

/* Lays the path out, the fanned cards showing peek_width() of @factor;
 * returns the factor their labels need, as labels_share() */
static float
lay_out (LairPath *self,
         int       width,
         int       height,
         float     factor)
{
  g_autoptr(GPtrArray) before = g_ptr_array_new ();
  g_autoptr(GPtrArray) after = g_ptr_array_new ();
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  g_autofree Slot *slots = NULL;
  GtkWidget *current = NULL;
  Fork *current_fork;
  Arrangement arrangement = ARRANGE_PILE;
  float avail_w = width - 2 * MARGIN, avail_h = height - 2 * MARGIN;
  float wc_max, wc_min, wc = 0, hc, ws, hs, beside_w = 0;
  float s = 0, a = 0, s_above = 0, a_above = 0;
  float block_w = 0, above_w = 0, above_h = 0, strip_w, x, y, share = 0;
  guint n_slots, n_older = 0, rows;

  self->has_current = FALSE;
  self->has_pile = FALSE;
  g_ptr_array_set_size (self->fanned, 0);
  for (guint i = 0; i < self->forks->len; i++)
    g_array_index (self->forks, Fork, i).shown = FALSE;

  /* the cards that show, from the rooms (not from the last allocation,
   * which a smaller board may have hidden some of) */
  for (guint i = 0; i < self->cards->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);

      if (!self->revealed && !lair_room_item_get_entered (lair_room_card_get_room (LAIR_ROOM_CARD (card))))
        continue;
      g_ptr_array_add (shown, card);
      if (lair_room_card_get_current (LAIR_ROOM_CARD (card)))
        current = card;
      else if (current != NULL)
        g_ptr_array_add (after, card);
      else
        g_ptr_array_add (before, card);
    }
  if (gtk_widget_get_child_visible (self->next_card))
    g_ptr_array_add (after, self->next_card);

  if (current == NULL)
    {
      for (guint i = 0; i < shown->len; i++)
        gtk_widget_set_child_visible (g_ptr_array_index (shown, i), TRUE);
      allocate_rows (self, width, height, shown);
      if (gtk_widget_get_child_visible (self->next_card))
        place (self->next_card, MARGIN, MARGIN, 24);
      return 0;
    }

  current_fork = find_fork (self, lair_room_card_get_room (LAIR_ROOM_CARD (current)));
  slots = g_new0 (Slot, before->len + 2);
  for (guint i = 0; i < before->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (before, i);

      slots[i].card = card;
      slots[i].whole = i + N_WHOLE >= before->len;
      slots[i].fork = find_fork (self, lair_room_card_get_room (LAIR_ROOM_CARD (card)));
      if (!slots[i].whole)
        n_older++;
    }
  n_slots = before->len;

  /* the current card as large as the board lets it be with every room
   * before it in view, beside it or above it; the others at most a bit
   * over half its width */
  wc_max = MIN (avail_h / RATIO, avail_w * 0.5f);
  wc_min = MAX (40, wc_max * 0.5f);
  for (wc = floorf (wc_max); wc >= wc_min; wc -= 2)
    {
      hc = wc * RATIO;
      beside_w = avail_w - wc - GAP - after->len * (wc / 2 + GAP) - (current_fork != NULL ? wc / 4 + GAP : 0);
      if (beside_w < 0)
        continue;
      if (before->len == 0)
        {
          arrangement = ARRANGE_BESIDE;
          break;
        }
      if (fit (slots, n_slots, beside_w, hc, wc * PAST_SHARE, MAX (MIN_PAST_WIDTH, wc * RECENT_SHARE), factor, &s, &a))
        {
          arrangement = ARRANGE_BESIDE;
          break;
        }
      if (n_older > 0 && avail_h - hc - GAP > 0 &&
          fit (slots + n_older, n_slots - n_older, beside_w, hc, wc * PAST_SHARE,
               MAX (MIN_PAST_WIDTH, wc * RECENT_SHARE), factor, &s, &a) &&
          fit (slots, n_older, avail_w, avail_h - hc - GAP, s, MAX (MIN_PAST_WIDTH, wc * OLDER_SHARE), factor,
               &s_above, &a_above))
        {
          arrangement = ARRANGE_ABOVE;
          break;
        }
    }

  if (arrangement == ARRANGE_PILE)
    {
      /* a board too small for every room: the current card still large
       * (a bit less so, for the latest Sphinx and the last rooms), a pile
       * of the oldest beside it, and as many of the last rooms as fit,
       * if it can be three of them; the room just passed before the
       * Sphinx, where the board has room for one only */
      guint n_after = after->len + (current_fork != NULL ? 1 : 0);
      float wc_top = MAX (40, MIN (wc_max, (avail_w - GAP * (2 + n_after)) / (1.5f + 0.5f * n_after)));
      gboolean found = FALSE;

      for (gint keep_sphinx = 1; keep_sphinx >= 0 && !found; keep_sphinx--)
        for (guint least = MIN (N_WHOLE, before->len - 1); least >= 1 && !found; least = least > 1 ? 1 : 0)
          for (wc = wc_top; wc >= wc_top * 0.75f && !found; wc -= 2)
            {
              beside_w = avail_w - wc - GAP - after->len * (wc / 2 + GAP) -
                         (current_fork != NULL ? wc / 4 + GAP : 0);
              for (guint k = before->len; k-- > least && !found; )
                {
                  n_slots = pile_slots (self, before, k, keep_sphinx, slots);
                  found = fit (slots, n_slots, beside_w, wc * RATIO, wc * PAST_SHARE,
                               MIN (MIN_PAST_WIDTH, wc * PAST_SHARE), factor, &s, &a);
                }
            }
      if (found)
        wc += 2;
      else
        {
          wc = wc_top;
          beside_w = avail_w - wc - GAP - after->len * (wc / 2 + GAP) - (current_fork != NULL ? wc / 4 + GAP : 0);
          n_slots = pile_slots (self, before, 0, TRUE, slots);
          if (beside_w <= 0 || !fit (slots, n_slots, beside_w, wc * RATIO, wc * PAST_SHARE,
                                     MIN (MIN_PAST_WIDTH, wc * PAST_SHARE), factor, &s, &a))
            n_slots = 0;
        }
      for (guint i = 0; i < before->len; i++)
        gtk_widget_set_child_visible (g_ptr_array_index (before, i), FALSE);
    }
  hc = wc * RATIO;
  ws = wc / 2;
  hs = ws * RATIO;

  /* the rooms before the current card; then the whole is centred */
  n_older = arrangement == ARRANGE_ABOVE ? n_older : 0;
  if (n_slots > n_older)
    {
      rows = flow (slots + n_older, n_slots - n_older, s, a, beside_w, MAX_ROWS, 0, 0, &block_w);
      if (rows == G_MAXUINT)
        rows = 0;
    }
  else
    rows = 0;
  if (n_older > 0)
    {
      guint above_rows = flow (slots, n_older, s_above, a_above, avail_w, MAX_ROWS, 0, 0, &above_w);

      above_h = above_rows * (s_above * RATIO + GAP);
    }
  strip_w = (block_w > 0 ? block_w + GAP : 0) + wc + (current_fork != NULL ? wc / 4 + GAP : 0) +
            after->len * (ws + GAP);
  y = MARGIN + MAX (0, (avail_h - above_h - hc) / 2);

  if (n_older > 0)
    {
      flow (slots, n_older, s_above, a_above, avail_w, MAX_ROWS, MARGIN + MAX (0, (avail_w - above_w) / 2), y,
            &above_w);
      place_slots (self, slots, n_older, s_above, a_above);
      y += above_h;
    }
  x = MARGIN + MAX (0, (avail_w - strip_w) / 2);
  if (rows > 0)
    {
      float block_h = rows * (s * RATIO + GAP) - GAP;

      flow (slots + n_older, n_slots - n_older, s, a, beside_w, MAX_ROWS, x, y + (hc - block_h) / 2, &block_w);
      place_slots (self, slots + n_older, n_slots - n_older, s, a);
      x += block_w + GAP;
    }

  place (current, x, y, wc);
  self->current_rect = GRAPHENE_RECT_INIT (x, y, wc, hc);
  self->has_current = TRUE;
  x += wc + GAP;
  if (current_fork != NULL)
    {
      current_fork->rect = GRAPHENE_RECT_INIT (x, y + (hc - hs) / 2, ws / 2, hs);
      current_fork->shown = TRUE;
      x += ws / 2 + GAP;
    }

  for (guint i = 0; i < after->len; i++)
    {
      place (g_ptr_array_index (after, i), x, y + (hc - hs) / 2, ws);
      x += ws + GAP;
    }

  if (n_older > 0)
    share = labels_share (slots, n_older, s_above);
  if (n_slots > n_older)
    share = MAX (share, labels_share (slots + n_older, n_slots - n_older, s));
  return share;
}

static GtkSizeRequestMode
lair_path_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
lair_path_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 900;
    }
  else
    {
      /* a current card of a third of the width at most, and legible */
      int width = for_size > 0 ? for_size : 900;

      *minimum = 180;
      *natural = (int) CLAMP (width * 0.42f * RATIO + 2 * MARGIN, 220, 640);
      /* the whole dungeon turned face up at its end asks no more than it
       * needs: the summary beside it takes the room */
      if (LAIR_PATH (widget)->revealed)
        {
          /* a wide board lays the dungeon out in two rows */
          if (width >= 600)
            *minimum = 120;
          *natural = *minimum;
        }
    }
}

static void
lair_path_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  LairPath *self = LAIR_PATH (widget);
  float share;
  guint pile;

  /* fanned so that each card's labels stay in view, as wide as they are:
   * should they be wider than reckoned, or narrower by more than a bit,
   * laid out again by what they are */
  share = lay_out (self, width, height, self->peek_factor);
  if (share > 0 && (share > self->peek_factor || share < self->peek_factor - 0.05f))
    {
      self->peek_factor = share + 0.01f;
      share = lay_out (self, width, height, self->peek_factor);
      if (share > self->peek_factor)
        {
          self->peek_factor = share + 0.01f;
          lay_out (self, width, height, self->peek_factor);
        }
    }

  /* the pile opens its rooms */
  if (gtk_widget_get_child_visible (self->pile_button) != self->has_pile)
    show_card (self->pile_button, self->has_pile);
  if (self->has_pile)
    gtk_widget_allocate (self->pile_button, (int) self->pile_rect.size.width, (int) self->pile_rect.size.height, -1,
                         gsk_transform_translate (NULL, &self->pile_rect.origin));

  /* the cards piled out of sight are said at the path */
  pile = self->has_pile ? (self->pile_first << 20 | self->pile_gap << 10 | self->pile_last) : 0;
  if (pile != self->described_pile)
    {
      self->described_pile = pile;
      if (pile == 0)
        gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      else
        {
          g_autofree char *text = NULL;

          if (self->pile_first == self->pile_last)
            text = g_strdup_printf (_("Room %u lies in a pile; the game log tells what it held."), self->pile_first);
          else if (self->pile_gap != 0)
            /* Translators: said of the path when a narrow board piles its
             * oldest rooms but for the Sphinx, which stays in view:
             * "Rooms 1 to 9 but the Sphinx's room 4 lie in a pile…" */
            text = g_strdup_printf (_("Rooms %u to %u but the Sphinx’s room %u lie in a pile; "
                                      "the game log tells what they held."),
                                    self->pile_first, self->pile_last, self->pile_gap);
          else
            /* Translators: said of the path when a narrow board piles its
             * oldest rooms, "Rooms 1 to 10 lie in a pile…" */
            text = g_strdup_printf (_("Rooms %u to %u lie in a pile; the game log tells what they held."),
                                    self->pile_first, self->pile_last);

          gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
          lair_accessible_name_button (self->pile_button, self->pile_first == self->pile_last
                                                          ? _("Show the Piled Room") : _("Show the Piled Rooms"));
        }
    }
}

/* Drawing what moves over the cards */

static void
append_text (GtkWidget   *widget,
             GtkSnapshot *snapshot,
             const char  *text,
             float        cx,
             float        y,
             float        font_px,
             float        alpha)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_new ();
  GdkRGBA shade = { 0.1f, 0.08f, 0.14f, 0.8f * alpha };
  GdkRGBA white = { 1, 1, 1, alpha };
  GskRoundedRect pill;
  int tw, th;
  float pad = font_px * 0.4f;

  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &tw, &th);

  gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (cx - tw / 2.0f - pad, y, tw + 2 * pad, th + pad),
                                   (th + pad) / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &shade, &pill.bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx - tw / 2.0f, y + pad / 2));
  gtk_snapshot_append_layout (snapshot, layout, &white);
  gtk_snapshot_restore (snapshot);
}

static void
append_token (GtkSnapshot *snapshot,
              guint        seat,
              float        x,
              float        y,
              float        size,
              float        alpha)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  if (alpha < 1.0f)
    gtk_snapshot_push_opacity (snapshot, MAX (alpha, 0.0f));
  lair_seat_token_append (snapshot, seat, is_dark (), size);
  if (alpha < 1.0f)
    gtk_snapshot_pop (snapshot);
  gtk_snapshot_restore (snapshot);
}

static float
token_size (LairPath *self)
{
  return CLAMP (self->current_rect.size.width * 0.17f, 16.0f, 64.0f);
}

/* Where seat's token stands on the current card. */
static void
token_position (LairPath *self,
                guint     seat,
                float    *x,
                float    *y)
{
  float size = token_size (self);
  guint per_row = MAX (1, (guint) ((self->current_rect.size.width - 8) / (size * 0.9f)));
  guint slot = seat;

  /* the seats of the game in order, as they sit */
  *x = self->current_rect.origin.x + 4 + (slot % per_row) * size * 0.9f;
  *y = self->current_rect.origin.y + self->current_rect.size.height - size * 1.1f
       - (slot / per_row) * size * 0.9f;
}

/* A colour over the current card, in the card's own shape */
static void
tint_current (LairPath      *self,
              GtkSnapshot   *snapshot,
              const GdkRGBA *color)
{
  graphene_rect_t *r = &self->current_rect;
  float cw = MIN (r->size.width, r->size.height / RATIO);
  GskRoundedRect card;

  gsk_rounded_rect_init_from_rect (&card,
                                   &GRAPHENE_RECT_INIT (r->origin.x + (r->size.width - cw) / 2,
                                                        r->origin.y + (r->size.height - cw * RATIO) / 2,
                                                        cw, cw * RATIO),
                                   cw * 0.07f);
  gtk_snapshot_push_rounded_clip (snapshot, &card);
  gtk_snapshot_append_color (snapshot, color, &card.bounds);
  gtk_snapshot_pop (snapshot);
}

static void
draw_fork (LairPath    *self,
           GtkSnapshot *snapshot,
           const Fork  *fork)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const graphene_rect_t *r = &fork->rect;
  float h = r->size.height / 2 - 2;
  float w = MIN (r->size.width, h / RATIO);
  float font_px = CLAMP (w * 0.32f, 8.0f, 16.0f);

  for (guint side = 0; side < 2; side++)
    {
      float y = r->origin.y + side * (h + 4);
      float size = CLAMP (w * 0.45f, 8.0f, 20.0f);
      g_autofree char *coins = NULL;
      guint n = 0;

      lair_art_append (snapshot, "coin-room", &GRAPHENE_RECT_INIT (r->origin.x, y, w, w * RATIO),
                       gtk_widget_get_scale_factor (widget));
      if (fork->coins[side] > 0)
        {
          coins = g_strdup_printf ("%d", fork->coins[side]);
          append_text (widget, snapshot, coins, r->origin.x + w / 2, y + 2, font_px, 1.0f);
        }
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        if (fork->seats[side] & (1u << i))
          {
            append_token (snapshot, i, r->origin.x + (n % 2) * size * 0.8f,
                          y + w * RATIO - size * (1 + n / 2) * 0.8f, size, 1.0f);
            n++;
          }
    }
}

static void
draw_monte (LairPath        *self,
            GtkSnapshot     *snapshot,
            const LairScene *scene)
{
  GtkWidget *widget = GTK_WIDGET (self);
  graphene_rect_t *r = &self->current_rect;
  float w = r->size.width * 0.3f, h = w * RATIO;
  float slot_x[3];
  float pos[3];
  gint order[3];
  /* the shuffle begins by turning the cards face down, so that only a
   * player who follows them knows where each one goes */
  double flip = scene->kind == LAIR_SCENE_MONTE_SHUFFLE ? MIN (1.0, scene->progress / MONTE_FLIP_SHARE) : 1.0;
  double shuffled = scene->kind == LAIR_SCENE_MONTE_SHUFFLE
                    ? MAX (0.0, (scene->progress - MONTE_FLIP_SHARE) / (1.0 - MONTE_FLIP_SHARE)) : 0.0;
  gboolean face_up = scene->kind == LAIR_SCENE_MONTE_SHOW ||
                     (scene->kind == LAIR_SCENE_MONTE_SHUFFLE && flip < 0.5) ||
                     (scene->kind == LAIR_SCENE_MONTE_TURN && scene->progress >= 0.5);
  float squeeze = 1.0f;
  float font_px = CLAMP (w * 0.22f, 9.0f, 24.0f);

  for (guint i = 0; i < 3; i++)
    {
      slot_x[i] = r->origin.x + r->size.width * (0.035f + 0.325f * i);
      pos[i] = i;
      order[i] = i;
    }

  if (scene->kind == LAIR_SCENE_MONTE_SHUFFLE && scene->n_swaps > 0)
    {
      /* the swaps one after the other; card c is at slot pos[c] */
      double t = shuffled * scene->n_swaps;
      guint done = MIN ((guint) t, scene->n_swaps);
      double part = t - done;

      for (guint s = 0; s < done; s++)
        {
          guint a = scene->swaps[s][0], b = scene->swaps[s][1];

          for (guint c = 0; c < 3; c++)
            if (order[c] == (gint) a)
              order[c] = b;
            else if (order[c] == (gint) b)
              order[c] = a;
        }
      for (guint c = 0; c < 3; c++)
        pos[c] = order[c];
      if (done < scene->n_swaps)
        {
          guint a = scene->swaps[done][0], b = scene->swaps[done][1];

          for (guint c = 0; c < 3; c++)
            if (order[c] == (gint) a)
              pos[c] = a + (b - (float) a) * (float) part;
            else if (order[c] == (gint) b)
              pos[c] = b + (a - (float) b) * (float) part;
        }
    }

  if (scene->kind == LAIR_SCENE_MONTE_TURN)
    squeeze = (float) fabs (1.0 - 2.0 * scene->progress);
  else if (scene->kind == LAIR_SCENE_MONTE_SHUFFLE && flip < 1.0)
    squeeze = (float) fabs (1.0 - 2.0 * flip);

  for (guint c = 0; c < 3; c++)
    {
      gint value = scene->kind == LAIR_SCENE_MONTE_TURN ? scene->cards[c] : scene->start_cards[c];
      float x = slot_x[0] + (slot_x[1] - slot_x[0]) * pos[c];
      float y = r->origin.y + r->size.height * 0.3f
                - (scene->kind == LAIR_SCENE_MONTE_SHUFFLE ? 10 * (float) sin (G_PI * (pos[c] - (gint) pos[c])) : 0);
      const char *art = !face_up ? "monte-back"
                        : value > 0 ? "monte-win" : value < 0 ? "monte-lose" : "monte-push";

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + w / 2, y));
      gtk_snapshot_scale (snapshot, MAX (squeeze, 0.02f), 1);
      lair_art_append (snapshot, art, &GRAPHENE_RECT_INIT (-w / 2, 0, w, h), gtk_widget_get_scale_factor (widget));
      if (face_up)
        {
          g_autofree char *text = value > 0 ? g_strdup_printf ("+%d", value)
                                            : value < 0 ? g_strdup_printf ("%d", value) : g_strdup ("0");

          append_text (widget, snapshot, text, 0, h * 0.38f, font_px, 1.0f);
        }
      gtk_snapshot_restore (snapshot);
    }

  /* who took which card */
  if (scene->kind == LAIR_SCENE_MONTE_TURN && scene->progress >= 0.5)
    {
      float size = CLAMP (w * 0.4f, 12.0f, 28.0f);
      guint n[3] = { 0 };

      for (guint i = 0; i < LAIR_N_SEATS; i++)
        if ((scene->mask & (1u << i)) && scene->picks[i] >= 0 && scene->picks[i] < 3)
          {
            guint c = scene->picks[i];

            append_token (snapshot, i, slot_x[c] + (n[c] % 2) * size * 0.8f,
                          r->origin.y + r->size.height * 0.3f + h + 2 + (n[c] / 2) * size * 0.8f, size, 1.0f);
            n[c]++;
          }
    }
}

/* Every seat's choice turned over at once: a card over each token
 * turns face up, showing the option's picture */
static void
draw_reveal (LairPath        *self,
             GtkSnapshot     *snapshot,
             const LairScene *scene)
{
  float size = token_size (self);
  float w = size * 0.66f, h = size * 0.86f;
  /* the cards turn over together in the first quarter, then stay up */
  float turn = (float) MIN (1.0, scene->progress / 0.25);
  float squeeze = fabsf (cosf ((float) G_PI * turn));
  gboolean face_up = turn >= 0.5f;
  gboolean dark = is_dark ();
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      float tx, ty, cx, cy;
      LairChoice choice;
      const char *art;
      GskRoundedRect card;
      GdkRGBA back = dark ? (GdkRGBA) { 0.24f, 0.22f, 0.27f, 1.0f } : (GdkRGBA) { 0.96f, 0.96f, 0.96f, 1.0f };
      GdkRGBA stay = { 0.15f, 0.64f, 0.41f, 1.0f };    /* green 5 */
      GdkRGBA leave = { 0.90f, 0.38f, 0.0f, 1.0f };    /* orange 4 */
      GdkRGBA face_down = { 0.39f, 0.27f, 0.17f, 1.0f }; /* brown 5 */

      if (!(scene->mask & (1u << i)) || scene->picks[i] < 0)
        continue;
      choice = scene->picks[i];
      token_position (self, i, &tx, &ty);
      /* turned over on the seat's own token, framed in its colour */
      cx = tx + size / 2;
      cy = ty + size * 0.42f;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx, cy));
      gtk_snapshot_scale (snapshot, MAX (squeeze, 0.05f), 1.0f);
      {
        GskRoundedRect frame;
        GdkRGBA seat_color;
        float b = MAX (2.0f, size * 0.05f);

        lair_seat_color (i, dark, &seat_color);
        gsk_rounded_rect_init_from_rect (&frame, &GRAPHENE_RECT_INIT (-w / 2 - b, -h / 2 - b, w + 2 * b, h + 2 * b),
                                         w * 0.15f + b);
        gtk_snapshot_push_rounded_clip (snapshot, &frame);
        gtk_snapshot_append_color (snapshot, &seat_color, &frame.bounds);
        gtk_snapshot_pop (snapshot);
      }
      gsk_rounded_rect_init_from_rect (&card, &GRAPHENE_RECT_INIT (-w / 2, -h / 2, w, h), w * 0.15f);
      gtk_snapshot_push_rounded_clip (snapshot, &card);
      gtk_snapshot_append_color (snapshot,
                                 !face_up ? &face_down : choice == LAIR_CHOICE_LEAVE ? &leave
                                 : choice == LAIR_CHOICE_STAY ? &stay : &back,
                                 &card.bounds);
      gtk_snapshot_pop (snapshot);
      art = lair_choice_art (choice);
      if (face_up && art != NULL && choice != LAIR_CHOICE_STAY)
        lair_art_append (snapshot, art, &GRAPHENE_RECT_INIT (-w * 0.4f, -w * 0.4f, w * 0.8f, w * 0.8f), scale);
      else if (face_up)
        {
          /* Stay and Leave read as an arrow without words: on into the
           * dungeon, or back out of it */
          cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-w / 2, -h / 2, w, h));
          double a = w * 0.28;

          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_set_line_width (cr, MAX (2.0, w * 0.12));
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
          if (choice == LAIR_CHOICE_LEAVE)
            {
              cairo_move_to (cr, a, 0);
              cairo_line_to (cr, -a, 0);
              cairo_move_to (cr, -a * 0.2, -a * 0.8);
              cairo_line_to (cr, -a, 0);
              cairo_line_to (cr, -a * 0.2, a * 0.8);
            }
          else
            {
              cairo_move_to (cr, 0, a);
              cairo_line_to (cr, 0, -a);
              cairo_move_to (cr, -a * 0.8, -a * 0.2);
              cairo_line_to (cr, 0, -a);
              cairo_line_to (cr, a * 0.8, -a * 0.2);
            }
          cairo_stroke (cr);
          cairo_destroy (cr);
        }
      gtk_snapshot_restore (snapshot);
    }
}

static void
draw_scene (LairPath    *self,
            GtkSnapshot *snapshot)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const LairScene *scene = &self->scene;
  graphene_rect_t *r = &self->current_rect;
  float p = (float) scene->progress;
  float size = token_size (self);
  float font_px = CLAMP (r->size.width * 0.09f, 10.0f, 22.0f);
  int scale = gtk_widget_get_scale_factor (widget);

  switch (scene->kind)
    {
    case LAIR_SCENE_SHARE:
    case LAIR_SCENE_SUN_MOON:
      if (scene->kind == LAIR_SCENE_SUN_MOON)
        {
          float s = r->size.width * 0.6f * MIN (1.0f, p * 2);

          /* the one that pays rises over the card gone dark (see
           * lair_path_snapshot()); nothing to draw yet: a picture of no
           * size cannot be drawn */
          if (s >= 1.0f)
            lair_art_append (snapshot, scene->detail == 0 ? "sprite-sun" : "sprite-moon",
                             &GRAPHENE_RECT_INIT (r->origin.x + (r->size.width - s) / 2,
                                                  r->origin.y + r->size.height * 0.3f - s / 2, s, s),
                             scale);
        }
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        {
          float tx, ty;
          g_autofree char *text = NULL;

          if (!(scene->mask & (1u << i)))
            continue;
          token_position (self, i, &tx, &ty);
          if (scene->kind == LAIR_SCENE_SHARE && scene->values[i] > 0 && p < 0.7f)
            {
              /* gems fly from the card's heart into the hand */
              float q = p / 0.7f;
              float gx = r->origin.x + r->size.width / 2 + (tx - r->origin.x - r->size.width / 2) * q;
              float gy = r->origin.y + r->size.height * 0.45f + (ty - r->origin.y - r->size.height * 0.45f) * q;

              lair_art_append (snapshot, "sprite-gem", &GRAPHENE_RECT_INIT (gx, gy, size * 0.7f, size * 0.7f), scale);
            }
          if (scene->values[i] != 0 || scene->kind == LAIR_SCENE_SHARE)
            {
              text = scene->values[i] > 0 ? g_strdup_printf ("+%d", scene->values[i])
                                          : g_strdup_printf ("%d", scene->values[i]);
              append_text (widget, snapshot, text, tx + size / 2, ty - font_px * 1.6f - p * size * 0.5f,
                           font_px * 0.85f, MIN (1.0f, p * 3));
            }
        }
      if (scene->kind == LAIR_SCENE_SHARE && scene->amount > 0 && p > 0.5f)
        {
          /* Translators: gems left over after sharing, dropped on the floor */
          g_autofree char *text = g_strdup_printf (_("%d to the floor"), scene->amount);

          append_text (widget, snapshot, text, r->origin.x + r->size.width / 2,
                       r->origin.y + r->size.height * 0.55f, font_px, MIN (1.0f, (p - 0.5f) * 4));
        }
      break;

    case LAIR_SCENE_LEAVE:
      {
        float tx, ty, x;

        token_position (self, scene->seat, &tx, &ty);
        x = tx + (MARGIN - tx) * p;
        append_token (snapshot, scene->seat, x, ty - (float) sin (G_PI * p) * size * 0.6f, size,
                      1.0f - MAX (0.0f, p - 0.7f) / 0.3f);
        append_text (widget, snapshot, scene->text, MAX (x + size / 2, 60), ty - font_px * 1.8f, font_px * 0.85f,
                     MIN (1.0f, p * 4));
      }
      break;

    case LAIR_SCENE_MONTE_SHOW:
    case LAIR_SCENE_MONTE_SHUFFLE:
    case LAIR_SCENE_MONTE_TURN:
      draw_monte (self, snapshot, scene);
      break;

    case LAIR_SCENE_MARK:
      {
        float s = size * (1.0f + 0.3f * (float) sin (G_PI * MIN (1.0f, p * 2)));

        for (guint i = 0; i < LAIR_N_SEATS; i++)
          {
            float tx, ty;

            if (!(scene->mask & (1u << i)))
              continue;
            token_position (self, i, &tx, &ty);
            if (scene->sprite != NULL)
              lair_art_append (snapshot, scene->sprite,
                               &GRAPHENE_RECT_INIT (tx + size / 2 - s / 2, ty - s * 0.9f - p * size * 0.3f, s, s),
                               scale);
            if (scene->texts[i][0] != '\0')
              append_text (widget, snapshot, scene->texts[i], tx + size / 2, ty - s * 0.9f - font_px * 1.8f,
                           font_px * 0.85f, MIN (1.0f, p * 4));
          }
      }
      break;

    case LAIR_SCENE_REVEAL:
      draw_reveal (self, snapshot, scene);
      break;

    case LAIR_SCENE_SPIDER:
      {
        GdkRGBA red = { 0.88f, 0.1f, 0.14f, 0.35f * (float) sin (G_PI * MIN (1.0, p * 1.5)) };

        tint_current (self, snapshot, &red);
        for (guint i = 0; i < LAIR_N_SEATS; i++)
          {
            float tx, ty;
            g_autofree char *text = NULL;

            if (!(scene->mask & (1u << i)))
              continue;
            token_position (self, i, &tx, &ty);
            append_token (snapshot, i, tx + (float) sin (p * 40) * 3 * (1 - p), ty, size, 1.0f - p * 0.6f);
            if (scene->values[i] > 0)
              {
                text = g_strdup_printf ("−%d", scene->values[i]);
                append_text (widget, snapshot, text, tx + size / 2, ty - font_px * 1.7f, font_px * 0.85f, 1.0f);
              }
          }
      }
      break;

    case LAIR_SCENE_BATS:
      {
        /* a flock across the whole board, the big one first. The board
         * clips what is drawn past its edge, so the bats stay inside it
         * and come out of the dark and go back into it, fading, rather
         * than be cut off at the edge. */
        static const float sizes[] = { 1.0f, 0.7f, 0.55f };
        static const float lags[] = { 0.0f, 0.12f, 0.22f };
        float width = gtk_widget_get_width (widget);
        float height = gtk_widget_get_height (widget);
        float big = CLAMP (MIN (width, height) * 0.35f, 40.0f, 160.0f);

        for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
          {
            float q = p * 1.25f - lags[k];
            float s = MIN (big * sizes[k], MIN (width, height));
            float bx = (width - s) * q;
            float by = height * (0.12f + 0.22f * k) + (float) sin (q * G_PI * 4 + k) * s * 0.25f;
            float fade = MIN (1.0f, MIN (q, 1.0f - q) / 0.15f);

            if (q <= 0 || q >= 1)
              continue;
            by = CLAMP (by, 0, height - s);
            gtk_snapshot_push_opacity (snapshot, fade);
            lair_art_append (snapshot, "sprite-bats", &GRAPHENE_RECT_INIT (bx, by, s, s), scale);
            gtk_snapshot_pop (snapshot);
          }
      }
      break;

    case LAIR_SCENE_NONE:
    default:
      break;
    }
}

/* The first and last rooms of a run in the pile, @y down its top card */
static void
draw_pile_range (LairPath    *self,
                 GtkSnapshot *snapshot,
                 guint        first,
                 guint        last,
                 float        y,
                 float        font_px)
{
  const graphene_rect_t *r = &self->pile_rect;
  float step = MAX (2.0f, r->size.width * 0.05f);
  g_autofree char *range = NULL;

  if (first == last)
    range = g_strdup_printf ("%u", first);
  else
    /* Translators: the oldest rooms of a dungeon piled on a narrow board,
     * "1–10" */
    range = g_strdup_printf (_("%u–%u"), first, last);
  append_text (GTK_WIDGET (self), snapshot, range, r->origin.x + (r->size.width - 2 * step) / 2,
               r->origin.y + y, font_px, 1.0f);
}

/* The oldest rooms piled face up, the first and last of them named */
static void
draw_pile (LairPath    *self,
           GtkSnapshot *snapshot)
{
  const graphene_rect_t *r = &self->pile_rect;
  float step = MAX (2.0f, r->size.width * 0.05f);
  float radius = r->size.width * 0.08f;
  /* brown 5 and 4 of the palette, lighter for the card on top */
  const GdkRGBA faces[] = {
    { 0.39f, 0.27f, 0.17f, 1 },
    { 0.53f, 0.37f, 0.24f, 1 },
    { 0.60f, 0.42f, 0.27f, 1 },
  };
  GdkRGBA edge = { 0.14f, 0.12f, 0.19f, 0.9f };

  for (guint k = 0; k < G_N_ELEMENTS (faces); k++)
    {
      float off = step * (G_N_ELEMENTS (faces) - 1 - k);
      GskRoundedRect card;
      const float widths[4] = { 1.5f, 1.5f, 1.5f, 1.5f };
      const GdkRGBA edges[4] = { edge, edge, edge, edge };

      gsk_rounded_rect_init_from_rect (&card, &GRAPHENE_RECT_INIT (r->origin.x + off, r->origin.y + off,
                                                                 r->size.width - 2 * step,
                                                                 r->size.height - 2 * step), radius);
      gtk_snapshot_push_rounded_clip (snapshot, &card);
      gtk_snapshot_append_color (snapshot, &faces[k], &card.bounds);
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_append_border (snapshot, &card, widths, edges);
    }

  /* the rooms before a Sphinx kept in view over those after it */
  if (self->pile_gap != 0)
    {
      float font_px = MAX (10.0f, r->size.width * 0.2f);

      draw_pile_range (self, snapshot, self->pile_first, self->pile_gap - 1, r->size.height * 0.25f, font_px);
      draw_pile_range (self, snapshot, self->pile_gap + 1, self->pile_last, r->size.height * 0.25f + font_px * 1.7f,
                       font_px);
    }
  else
    draw_pile_range (self, snapshot, self->pile_first, self->pile_last, r->size.height * 0.4f,
                     MAX (10.0f, r->size.width * 0.22f));
}

static void
lair_path_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  LairPath *self = LAIR_PATH (widget);

  /* the cards in the order of the rooms, each fanned one casting a
   * shadow on the one it lies over so that their edges part */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (child == self->pile_button)
        continue;

      if (g_ptr_array_find (self->fanned, child, NULL) &&
          gtk_widget_get_child_visible (child) &&
          gtk_widget_compute_bounds (child, widget, &bounds))
        {
          GskRoundedRect outline;
          GdkRGBA shadow = { 0, 0, 0, is_dark () ? 0.6f : 0.35f };

          gsk_rounded_rect_init_from_rect (&outline, &bounds, bounds.size.width * 0.07f);
          gtk_snapshot_append_outset_shadow (snapshot, &outline, &shadow, -2, 0, 0, 6);
        }
      gtk_widget_snapshot_child (widget, child, snapshot);
    }

  if (self->has_pile)
    {
      draw_pile (self, snapshot);
      /* its hover and focus over it */
      gtk_widget_snapshot_child (widget, self->pile_button, snapshot);
    }

  for (guint i = 0; i < self->forks->len; i++)
    if (g_array_index (self->forks, Fork, i).shown)
      draw_fork (self, snapshot, &g_array_index (self->forks, Fork, i));

  if (!self->has_current)
    return;

  /* while the players pick, the dealer's three cards lie face down */
  if (self->scene.kind == LAIR_SCENE_NONE && self->current != NULL &&
      lair_room_item_get_current (self->current) &&
      lair_room_item_get_kind (self->current) == LAIR_ROOM_ADVENTURE &&
      lair_room_item_get_adventure (self->current) == LAIR_ADVENTURE_MONTE)
    {
      LairScene face_down = { .kind = LAIR_SCENE_MONTE_TURN, .progress = 0.0 };

      draw_monte (self, snapshot, &face_down);
    }

  /* when the Sun or the Moon pays, the card goes dark under the tokens */
  if (self->scene.kind == LAIR_SCENE_SUN_MOON)
    {
      GdkRGBA veil = { 0.05f, 0.04f, 0.08f, 0.6f * (float) MIN (1.0, self->scene.progress * 3) };

      tint_current (self, snapshot, &veil);
    }

  /* the seats inside stand on the current room */
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      float x, y;

      if (!(self->inside & (1u << i)))
        continue;
      if (self->scene.kind == LAIR_SCENE_SPIDER && (self->scene.mask & (1u << i)))
        continue;
      token_position (self, i, &x, &y);
      append_token (snapshot, i, x, y, token_size (self), 1.0f);
    }

  draw_scene (self, snapshot);
}

/* The piled rooms, opened */

/* Whether room @number lies in the pile */
static gboolean
is_piled (LairPath *self,
          guint     number)
{
  return self->has_pile && number >= self->pile_first && number <= self->pile_last && number != self->pile_gap;
}

/* Lays the piled rooms face up in a strip that scrolls */
static void
fill_pile_popover (GtkMenuButton *button,
                   gpointer       user_data)
{
  LairPath *self = LAIR_PATH (user_data);
  GtkPopover *popover = gtk_menu_button_get_popover (button);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *strip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *window = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_WINDOW);
  int width = window != NULL ? gtk_widget_get_width (window) : 360;
  const int card_width = 90;

  for (guint i = 0; i < self->cards->len; i++)
    {
      LairRoomCard *piled = g_ptr_array_index (self->cards, i);
      LairRoomItem *room = lair_room_card_get_room (piled);
      GtkWidget *card;

      if (!is_piled (self, lair_room_item_get_number (room)))
        continue;
      card = lair_room_card_new (room);
      lair_room_card_set_floor (LAIR_ROOM_CARD (card), lair_room_card_get_floor_gems (piled),
                                lair_room_card_get_floor_bars (piled));
      gtk_widget_set_size_request (card, card_width, (int) (card_width * RATIO));
      /* the keys go from room to room, the strip scrolling with them */
      gtk_widget_set_focusable (card, TRUE);
      gtk_box_append (GTK_BOX (strip), card);
    }
  gtk_widget_set_margin_start (strip, 6);
  gtk_widget_set_margin_end (strip, 6);
  gtk_widget_set_margin_top (strip, 6);
  gtk_widget_set_margin_bottom (strip, 6);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), strip);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  /* inside the window, whatever its width */
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (scroller), MAX (width - 48, card_width + 12));
  /* Translators: the strip of the rooms a narrow board keeps in a pile */
  gtk_accessible_update_property (GTK_ACCESSIBLE (scroller), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Piled Rooms"), -1);
  gtk_popover_set_child (popover, scroller);
}

/* Scrolls the strip to its end once it is laid out */
static gboolean
scroll_to_end (GtkWidget     *scroller,
               GdkFrameClock *clock,
               gpointer       user_data)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));

  if (gtk_adjustment_get_page_size (adjustment) <= 0)
    return G_SOURCE_CONTINUE;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  return G_SOURCE_REMOVE;
}

/* The strip opens at its latest room, the one beside the pile: the keys
 * start there, and the strip shows it */
static void
pile_popover_mapped_cb (GtkPopover *popover)
{
  GtkWidget *scroller = gtk_popover_get_child (popover);
  GtkWidget *strip;

  if (scroller == NULL)
    return;
  strip = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  if (GTK_IS_VIEWPORT (strip))
    strip = gtk_viewport_get_child (GTK_VIEWPORT (strip));
  if (gtk_widget_get_last_child (strip) != NULL)
    gtk_widget_grab_focus (gtk_widget_get_last_child (strip));
  gtk_widget_add_tick_callback (scroller, scroll_to_end, NULL, NULL);
}

/* What it shows goes with it as it closes */
static void
pile_popover_closed_cb (GtkPopover *popover)
{
  gtk_popover_set_child (popover, NULL);
}

static GtkWidget *
pile_button_new (LairPath *self)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();

  /* the pile is drawn under it; the button only answers the pointer and
   * the keys, with its hover and its focus ring */
  gtk_menu_button_set_child (GTK_MENU_BUTTON (button), gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
  gtk_menu_button_set_has_frame (GTK_MENU_BUTTON (button), FALSE);
  gtk_widget_add_css_class (button, "lair-pile");
  gtk_widget_set_tooltip_text (button, _("Show the rooms in the pile"));
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), fill_pile_popover, self, NULL);
  g_signal_connect_after (popover, "map", G_CALLBACK (pile_popover_mapped_cb), NULL);
  g_signal_connect (popover, "closed", G_CALLBACK (pile_popover_closed_cb), NULL);
  return button;
}

/**
 * lair_path_get_pile_button:
 * @self: a #LairPath
 *
 * Returns: (transfer none): the button over the pile of the oldest rooms,
 *   shown while they lie in one
 */
GtkWidget *
lair_path_get_pile_button (LairPath *self)
{
  g_return_val_if_fail (LAIR_IS_PATH (self), NULL);

  return self->pile_button;
}

/* The object */

static void
lair_path_dispose (GObject *object)
{
  LairPath *self = LAIR_PATH (object);
  GtkWidget *child;

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (lair_game_session_get_rooms (self->session), self);
  lair_path_set_board (self, NULL);
  g_clear_object (&self->floor_binding);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->fanned, g_ptr_array_unref);
  g_clear_pointer (&self->forks, g_array_unref);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (lair_path_parent_class)->dispose (object);
}

static void
lair_path_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  LairPath *self = LAIR_PATH (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_FLOOR_GEMS:
      g_value_set_int (value, self->floor_gems);
      break;
    case PROP_FLOOR_BARS:
      g_value_set_uint (value, self->floor_bars);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_path_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  LairPath *self = LAIR_PATH (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      if (g_value_get_object (value) != NULL)
        lair_path_set_session (self, g_value_get_object (value));
      break;
    case PROP_FLOOR_GEMS:
      set_floor (self, g_value_get_int (value), self->floor_bars);
      break;
    case PROP_FLOOR_BARS:
      set_floor (self, self->floor_gems, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_path_class_init (LairPathClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_path_dispose;
  object_class->get_property = lair_path_get_property;
  object_class->set_property = lair_path_set_property;

  /**
   * LairPath:session:
   *
   * The session whose rooms the path lays out; set once.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, LAIR_TYPE_GAME_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairPath:floor-gems:
   *
   * The gems on the floor of the dungeon as the board has told it, bound
   * to the board's (see lair_path_set_board()): what leavers pick up
   * goes from the cards, the oldest first.
   */
  properties[PROP_FLOOR_GEMS] =
    g_param_spec_int ("floor-gems", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairPath:floor-bars:
   *
   * The gold bars on the floor as the board has told it, as
   * LairPath:floor-gems.
   */
  properties[PROP_FLOOR_BARS] =
    g_param_spec_uint ("floor-bars", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->snapshot = lair_path_snapshot;
  widget_class->size_allocate = lair_path_size_allocate;
  widget_class->measure = lair_path_measure;
  widget_class->get_request_mode = lair_path_get_request_mode;

  gtk_widget_class_set_css_name (widget_class, "dungeonpath");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
lair_path_init (LairPath *self)
{
  self->cards = g_ptr_array_new ();
  self->fanned = g_ptr_array_new ();
  self->peek_factor = 1.0f;
  self->forks = g_array_new (FALSE, TRUE, sizeof (Fork));
  self->floor_binding = g_binding_group_new ();
  g_binding_group_bind (self->floor_binding, "floor-gems", self, "floor-gems", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->floor_binding, "floor-bars", self, "floor-bars", G_BINDING_SYNC_CREATE);
  self->next_card = lair_room_card_new (NULL);
  gtk_widget_set_parent (self->next_card, GTK_WIDGET (self));
  show_card (self->next_card, FALSE);
  /* last of the children, so the first the pointer finds */
  self->pile_button = pile_button_new (self);
  gtk_widget_set_parent (self->pile_button, GTK_WIDGET (self));
  show_card (self->pile_button, FALSE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Rooms of the dungeon"), -1);
}

GtkWidget *
lair_path_new (void)
{
  return g_object_new (LAIR_TYPE_PATH, NULL);
}

/**
 * lair_path_set_session:
 * @self: a #LairPath
 * @session: the session whose rooms to lay out
 *
 * Sets #LairPath:session. Called once.
 */
void
lair_path_set_session (LairPath        *self,
                       LairGameSession *session)
{
  GListModel *rooms;

  g_return_if_fail (LAIR_IS_PATH (self));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  rooms = lair_game_session_get_rooms (session);
  g_signal_connect_object (rooms, "items-changed", G_CALLBACK (rooms_changed_cb), self, G_CONNECT_SWAPPED);
  rooms_changed_cb (self, 0, 0, g_list_model_get_n_items (rooms), rooms);
  lair_path_sync (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/**
 * lair_path_get_current_card:
 * @self: a #LairPath
 *
 * Returns: (transfer none) (nullable): the card of the room the tokens
 *   stand in
 */
LairRoomCard *
lair_path_get_current_card (LairPath *self)
{
  guint i;

  g_return_val_if_fail (LAIR_IS_PATH (self), NULL);

  if (self->current == NULL || (i = card_index (self, self->current)) == G_MAXUINT)
    return NULL;
  return g_ptr_array_index (self->cards, i);
}

/**
 * lair_path_get_card:
 * @self: a #LairPath
 * @room: a room of the dungeon
 *
 * Returns: (transfer none) (nullable): its card
 */
LairRoomCard *
lair_path_get_card (LairPath     *self,
                    LairRoomItem *room)
{
  guint i = card_index (self, room);

  return i == G_MAXUINT ? NULL : g_ptr_array_index (self->cards, i);
}

LairRoomItem *
lair_path_get_current (LairPath *self)
{
  g_return_val_if_fail (LAIR_IS_PATH (self), NULL);
  return self->current;
}

/**
 * lair_path_set_current:
 * @self: a #LairPath
 * @room: (nullable): the room the players now stand in; the rooms after
 *   it that were entered lie face down until they become current
 */
void
lair_path_set_current (LairPath     *self,
                       LairRoomItem *room)
{
  g_return_if_fail (LAIR_IS_PATH (self));

  self->current = room;
  update_cards (self);
}

/**
 * lair_path_set_revealed:
 * @self: a #LairPath
 * @revealed: whether the rooms nobody entered lie face up
 */
void
lair_path_set_revealed (LairPath *self,
                        gboolean  revealed)
{
  g_return_if_fail (LAIR_IS_PATH (self));

  if (self->revealed != !!revealed)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  self->revealed = !!revealed;
  update_cards (self);
}

/**
 * lair_path_set_flip:
 * @self: a #LairPath
 * @room: the room whose card turns
 * @flip: how far it has turned, 0 to 1
 */
void
lair_path_set_flip (LairPath     *self,
                    LairRoomItem *room,
                    double        flip)
{
  LairRoomCard *card = lair_path_get_card (self, room);

  if (card != NULL)
    lair_room_card_set_flip (card, flip);
}

guint32
lair_path_get_inside (LairPath *self)
{
  g_return_val_if_fail (LAIR_IS_PATH (self), 0);
  return self->inside;
}

/**
 * lair_path_set_inside:
 * @self: a #LairPath
 * @seats: the seats standing on the current room, bit 1 << seat index
 */
void
lair_path_set_inside (LairPath *self,
                      guint32   seats)
{
  g_return_if_fail (LAIR_IS_PATH (self));

  if (self->inside == seats)
    return;
  self->inside = seats;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * lair_path_get_scene:
 * @self: a #LairPath
 *
 * Returns: (transfer none): what is drawn over the cards now
 */
const LairScene *
lair_path_get_scene (LairPath *self)
{
  g_return_val_if_fail (LAIR_IS_PATH (self), NULL);
  return &self->scene;
}

/**
 * lair_path_set_scene:
 * @self: a #LairPath
 * @scene: (nullable): what to draw over the cards, %NULL for nothing
 */
void
lair_path_set_scene (LairPath        *self,
                     const LairScene *scene)
{
  g_return_if_fail (LAIR_IS_PATH (self));

  if (scene != NULL)
    self->scene = *scene;
  else
    self->scene.kind = LAIR_SCENE_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * lair_path_add_floor:
 * @self: a #LairPath
 * @room: where they were left
 * @gems: gems left on the floor
 * @bars: gold bars left there
 */
void
lair_path_add_floor (LairPath     *self,
                     LairRoomItem *room,
                     gint          gems,
                     guint         bars)
{
  LairRoomCard *card = lair_path_get_card (self, room);

  if (card != NULL)
    lair_room_card_set_floor (card, lair_room_card_get_floor_gems (card) + gems,
                              lair_room_card_get_floor_bars (card) + bars);
}

/* Leavers pick up what lies on the floor, the oldest first: the cards
 * keep no more than @gems and @bars. What they hold then is counted into
 * @out_gems and @out_bars. */
static void
take_floor (LairPath *self,
            gint      gems,
            guint     bars,
            gint     *out_gems,
            guint    *out_bars)
{
  gint have_gems = 0;
  guint have_bars = 0;

  for (guint i = 0; i < self->cards->len; i++)
    {
      LairRoomCard *card = g_ptr_array_index (self->cards, i);

      have_gems += lair_room_card_get_floor_gems (card);
      have_bars += lair_room_card_get_floor_bars (card);
    }

  for (guint i = 0; i < self->cards->len && (have_gems > gems || have_bars > bars); i++)
    {
      LairRoomCard *card = g_ptr_array_index (self->cards, i);
      gint take_gems = MIN (lair_room_card_get_floor_gems (card), MAX (have_gems - gems, 0));
      guint take_bars = MIN (lair_room_card_get_floor_bars (card), have_bars > bars ? have_bars - bars : 0);

      lair_room_card_set_floor (card, lair_room_card_get_floor_gems (card) - take_gems,
                                lair_room_card_get_floor_bars (card) - take_bars);
      have_gems -= take_gems;
      have_bars -= take_bars;
    }
  *out_gems = have_gems;
  *out_bars = have_bars;
}

/* The floor as the board has told it: what leavers took is gone from the
 * cards as they are shown walking out with it, to the last bar, even when
 * the dungeon ends with them. (What is left lies down on its card with
 * the beat that tells it, see lair_path_add_floor().) */
static void
set_floor (LairPath *self,
           gint      gems,
           guint     bars)
{
  gint have_gems;
  guint have_bars;

  take_floor (self, gems, bars, &have_gems, &have_bars);
  if (self->floor_gems != gems)
    {
      self->floor_gems = gems;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLOOR_GEMS]);
    }
  if (self->floor_bars != bars)
    {
      self->floor_bars = bars;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLOOR_BARS]);
    }
}

/**
 * lair_path_set_board:
 * @self: a #LairPath
 * @board: (nullable): the table as the board has told it
 *
 * Makes the cards' floors follow what @board says lies on the floor:
 * what leavers take goes from the cards as the story tells them leaving.
 */
void
lair_path_set_board (LairPath       *self,
                     LairShownBoard *board)
{
  g_return_if_fail (LAIR_IS_PATH (self));
  g_return_if_fail (board == NULL || LAIR_IS_SHOWN_BOARD (board));

  if (g_set_object (&self->board, board))
    g_binding_group_set_source (self->floor_binding, board);
}

/**
 * lair_path_sync_floor:
 * @self: a #LairPath
 * @gems: the gems on the floor of the whole dungeon
 * @bars: the gold bars there
 *
 * Leavers pick up what lies on the floor, the oldest first; what the
 * cards do not account for lies in the current room.
 */
void
lair_path_sync_floor (LairPath *self,
                      gint      gems,
                      guint     bars)
{
  gint have_gems;
  guint have_bars;
  LairRoomCard *last = lair_path_get_current_card (self);

  take_floor (self, gems, bars, &have_gems, &have_bars);
  if (last != NULL && (have_gems < gems || have_bars < bars))
    lair_room_card_set_floor (last, lair_room_card_get_floor_gems (last) + MAX (gems - have_gems, 0),
                              lair_room_card_get_floor_bars (last) + (bars > have_bars ? bars - have_bars : 0));
}

/**
 * lair_path_set_fork:
 * @self: a #LairPath
 * @sphinx: the Sphinx's room
 * @side: 0 the left way, 1 the right way
 * @coins: the coins found that way
 * @seats: who walked that way, bit 1 << seat index
 */
void
lair_path_set_fork (LairPath     *self,
                    LairRoomItem *sphinx,
                    guint         side,
                    gint          coins,
                    guint32       seats)
{
  LairRoomCard *card;
  Fork *fork;
  GString *note;

  g_return_if_fail (LAIR_IS_PATH (self));
  g_return_if_fail (side < 2);

  card = lair_path_get_card (self, sphinx);
  if (card == NULL)
    return;

  /* each Sphinx keeps its own ways */
  self->sphinx = sphinx;
  fork = find_fork (self, sphinx);
  if (fork == NULL)
    {
      g_array_set_size (self->forks, self->forks->len + 1);
      fork = &g_array_index (self->forks, Fork, self->forks->len - 1);
      fork->room = sphinx;
    }
  fork->coins[side] = coins;
  fork->seats[side] = seats;

  note = g_string_new (NULL);
  for (guint s = 0; s < 2; s++)
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < LAIR_N_SEATS; i++)
        if (fork->seats[s] & (1u << i))
          {
            if (names->len > 0)
              g_string_append (names, ", ");
            g_string_append (names, lair_seat_get_name (lair_game_session_get_seat (self->session, i)));
          }
      if (note->len > 0)
        g_string_append (note, "; ");
      if (names->len == 0)
        g_string_append_printf (note,
                                s == 0 ? g_dngettext (GETTEXT_PACKAGE, "Left way: %d coin", "Left way: %d coins",
                                                      fork->coins[s])
                                       : g_dngettext (GETTEXT_PACKAGE, "Right way: %d coin", "Right way: %d coins",
                                                      fork->coins[s]),
                                fork->coins[s]);
      else
        /* Translators: the coins one way at the Sphinx held, and who walked it */
        g_string_append_printf (note,
                                s == 0 ? g_dngettext (GETTEXT_PACKAGE, "Left way: %d coin, for %s",
                                                      "Left way: %d coins, for %s", fork->coins[s])
                                       : g_dngettext (GETTEXT_PACKAGE, "Right way: %d coin, for %s",
                                                      "Right way: %d coins, for %s", fork->coins[s]),
                                fork->coins[s], names->str);
    }
  lair_room_card_set_note (card, note->str);
  g_string_free (note, TRUE);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/**
 * lair_path_sync:
 * @self: a #LairPath
 *
 * Shows the session as it is: the current room, every card turned, the
 * seats inside on it and the floor.
 */
void
lair_path_sync (LairPath *self)
{
  GListModel *rooms;
  LairRoomItem *current = NULL;
  LairSessionPhase phase;
  guint32 inside = 0;

  g_return_if_fail (LAIR_IS_PATH (self));

  if (self->session == NULL)
    return;

  rooms = lair_game_session_get_rooms (self->session);
  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);

      if (lair_room_item_get_current (room))
        current = room;
    }
  for (guint i = 0; i < self->cards->len; i++)
    lair_room_card_set_flip (g_ptr_array_index (self->cards, i), 1.0);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (lair_seat_get_inside (lair_game_session_get_seat (self->session, i)))
      inside |= 1u << i;

  phase = lair_game_session_get_phase (self->session);
  self->current = current;
  self->revealed = phase == LAIR_SESSION_REVEAL || phase == LAIR_SESSION_FINISHED;
  self->inside = current != NULL ? inside : 0;
  self->scene.kind = LAIR_SCENE_NONE;
  update_cards (self);
  lair_path_sync_floor (self, lair_game_session_get_floor_gems (self->session),
                        lair_game_session_get_floor_bars (self->session));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
