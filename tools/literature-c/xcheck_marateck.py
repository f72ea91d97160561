# naive cross-check of two cells of the Marateck table
from itertools import permutations
from xcheck import walk, by_order
for s in [(0,0),(3,3),(1,1)]:
    f=0
    for p in permutations('12345678'):
        if len(walk(8,8,s,by_order(''.join(p))))<64: f+=1
    print(s,f,flush=True)
